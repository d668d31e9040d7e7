// What a page may send over its socket, as the server reads it: each line
// of the input is one message, read by readPageMessage and, when it reads,
// handed to a WebPlay around an App on its start screens, the clock moving
// 40 ms a message so that commands step and flashes end. A refusal must say
// why in printable text; every message the game sends back must be JSON.
// A crash, a sanitizer's report or an exception is a finding.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <variant>

#include <nlohmann/json.hpp>

#include "content/rules_loader.h"
#include "frontend/web/page_messages.h"
#include "frontend/web/web_play.h"
#include "ui/app.h"

using namespace delve;

namespace {

constexpr int kMostMessages = 200;

void checkSent(WebPlay& play) {
    for (const std::string& message : play.takeMessages()) {
        if (nlohmann::json::parse(message, nullptr, false).is_discarded()) {
            std::fprintf(stderr, "fuzz finding: a message to the page is not JSON\n");
            std::abort();
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    std::string_view text(reinterpret_cast<const char*>(data), size);
    App app(GameOptions{size, rules->classes.front().id, nullptr, rules},
            StartChoices{true, true, true}, DrawStyle{});
    WebPlay::Clock::time_point now{};
    WebPlay play(app, PageSize{80, 24}, now);
    checkSent(play);
    for (int i = 0; i < kMostMessages && !text.empty() && !play.ended(); ++i) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        now += std::chrono::milliseconds(40);
        const auto read = readPageMessage(line);
        if (const auto* refused = std::get_if<PageMessageError>(&read)) {
            for (const char c : refused->why) {
                if (static_cast<unsigned char>(c) < 0x20) {
                    std::fprintf(stderr, "fuzz finding: a refusal carries a control byte\n");
                    std::abort();
                }
            }
            continue;
        }
        play.receive(std::get<PageMessage>(read), now);
        checkSent(play);
        play.wake(now);
        checkSent(play);
    }
    return 0;
}
