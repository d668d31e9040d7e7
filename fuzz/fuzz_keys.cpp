// Plays any key string in a headless App from its start screens, as
// `delve --headless --keys` does: keys, clicks and hovers on floor cells,
// the menus, screens and commands they reach. A key string that does not
// read is refused (std::invalid_argument); one that reads is played a step
// at a time, at most kMostSteps, with the rules checked after each
// (sim/invariants.h), then drawn and dumped. A crash, a sanitizer's report,
// an exception or a broken rule is a finding.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "content/rules_loader.h"
#include "fuzz_app.h"
#include "ui/input/key.h"

using namespace delve;

namespace {

constexpr std::size_t kMostSteps = 200;

// The step again as a key string, for runHeadless to play on its own.
std::string tokenOf(const ScriptStep& step) {
    if (step.key) {
        return keyToken(*step.key);
    }
    const bool click = step.clickOnMap.has_value();
    const Point cell = click ? *step.clickOnMap : step.hoverOnMap.value_or(Point{});
    return std::string(click ? "<click:" : "<hover:") + std::to_string(cell.x) + "," +
           std::to_string(cell.y) + ">";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<ScriptStep> steps;
    try {
        steps = parseKeyScript(text);
    } catch (const std::invalid_argument& error) {
        fuzz::checkMessage(error);
        return 0;
    }
    // Every start screen: the adventure, the class and the name.
    App app(GameOptions{size, rules->classes.front().id, nullptr, rules},
            StartChoices{true, true, true}, DrawStyle{});
    std::ostringstream frames;
    for (std::size_t i = 0; i < steps.size() && i < kMostSteps && !app.wantsQuit(); ++i) {
        HeadlessOptions options;
        options.keys = tokenOf(steps[i]);
        runHeadless(app, options, frames);
        frames.str("");
        if (app.hasGame()) {
            fuzz::checkInvariants(app.game());
        }
    }
    fuzz::checkShown(app);
    return 0;
}
