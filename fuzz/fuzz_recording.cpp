// Feeds any bytes to the recording reader, as `delve replay` does. A
// RecordingError is the right answer to bad bytes. A recording that reads
// is played back into an App as the replay plays it, at most kMostEntries
// of its entries, the rules checked after each (sim/invariants.h); then
// its frame is drawn and its `--dump` made. Anything else thrown, a crash
// or a sanitizer's report is a finding; a replay that ends elsewhere than
// the recorded run did is not (Replay::mismatch says so to the player).
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string_view>

#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "fuzz_app.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"

using namespace delve;

namespace {

constexpr std::size_t kMostEntries = 300;

// A recording's `level` line names a file; here only the shipped levels
// are there to read, by the last part of the name, so that no input makes
// the fuzzer read the machine's files.
std::shared_ptr<const Level> shippedLevel(const std::string& file, const LevelCast& cast,
                                          const RulesPtr& rules) {
    const std::filesystem::path name = std::filesystem::path(file).filename();
    return readLevelFile(std::filesystem::path(DELVE_DATA_DIR) / "levels" / name, rules.get(),
                         cast);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::optional<Replay> replay;
    std::optional<App> app;
    try {
        replay.emplace(readRecording(text, "fuzz.rec", rules));
        const auto readLevel = [](const std::string& file, const LevelCast& cast) {
            return shippedLevel(file, cast, rules);
        };
        app.emplace(Replay::optionsFor(replay->recording(), rules, readLevel), StartChoices{},
                    DrawStyle{});
    } catch (const RecordingError&) {
        return 0;
    } catch (const LevelError&) {
        return 0;  // a level that is not there: the replay says so and stops
    }
    replay->begin(*app);
    try {
        for (std::size_t played = 0; played < kMostEntries && !replay->finished(*app); ++played) {
            replay->playNext(*app);
            if (app->hasGame()) {
                fuzz::checkInvariants(app->game());
            }
        }
    } catch (const RecordingError&) {
        return 0;  // an entry this Delve cannot play: the replay says so and stops
    }
    (void)replay->mismatch(*app);
    fuzz::checkShown(*app);
    return 0;
}
