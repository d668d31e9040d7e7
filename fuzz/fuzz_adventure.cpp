// Feeds any bytes to the reader of an adventure's plan (dungeon.toml,
// mine.toml), in place of the Dungeon's, with the shipped tables and
// levels beside it. A ContentError with a readable message is the right
// answer to bad bytes. A plan that reads must make a run: its first floor
// is made, played a few turns with the rules checked after each, and must
// survive its own save and load.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string_view>
#include <utility>

#include "content/rules_loader.h"
#include "fuzz_play.h"

using namespace delve;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr shipped = loadRules(DELVE_DATA_DIR);
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Rules rules = *shipped;
    std::erase_if(rules.adventures, [](const DungeonPlan& plan) { return plan.id == "dungeon"; });
    try {
        parseAdventure(text, "fuzz.toml", "dungeon",
                       std::filesystem::path(DELVE_DATA_DIR) / "levels", rules);
    } catch (const ContentError& error) {
        fuzz::checkMessage(error);
        return 0;
    }
    const RulesPtr read = std::make_shared<const Rules>(std::move(rules));
    GameOptions options{size, read->classes.front().id, nullptr, read};
    options.adventure = "dungeon";
    Game game(options);
    fuzz::checkInvariants(game);
    fuzz::playTurns(game, size, 12);
    fuzz::checkRoundTrip(game, read);
    return 0;
}
