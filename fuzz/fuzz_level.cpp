// Feeds any bytes to the level reader. A LevelError is the right answer to
// bad bytes; anything else is a finding. A level that loads must make a
// game that takes a few turns and survives its own save and load.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "content/rules_loader.h"
#include "fuzz_app.h"
#include "game/trap.h"
#include "map/level_file.h"

using namespace delve;

namespace {

void checkLevel(const Level& level) {
    const Map& map = level.map;
    if (level.start && !map.contains(*level.start)) {
        fuzz::finding("the hero starts off the map");
    }
    for (const Placement& placement : level.placements) {
        if (!map.contains(placement.at) || !map.isWalkable(placement.at)) {
            fuzz::finding("a placement is off the map or not on floor");
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    // The game's own check (content/level_loader.cpp): every monster, item
    // and trap a legend names must be one the rules know.
    const KindChecker knownKinds = [](PlacementKind kind,
                                      std::string_view id) -> std::optional<std::string> {
        if (kind == PlacementKind::Monster && rules->monster(id) == nullptr) {
            return "unknown monster \"" + std::string(id) + "\"";
        }
        if (kind == PlacementKind::Item && rules->item(id) == nullptr) {
            return "unknown item \"" + std::string(id) + "\"";
        }
        if (kind == PlacementKind::Trap && !trapOfWord(id)) {
            return "unknown trap \"" + std::string(id) + "\"";
        }
        return std::nullopt;
    };
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::optional<Level> level;
    try {
        level.emplace(parseLevel(text, "fuzz.txt", knownKinds));
    } catch (const LevelError& error) {
        fuzz::checkMessage(error);
        return 0;
    }
    checkLevel(*level);
    if (!level->start) {
        return 0;  // the game refuses it by name; nothing to play
    }
    // The game reads no file: it starts on the level as parsed.
    Game game(
        GameOptions{size, "fighter", std::make_shared<const Level>(std::move(*level)), rules});
    fuzz::checkInvariants(game);
    fuzz::checkRoundTrip(game, rules);
    fuzz::playTurns(game, size, 12);
    fuzz::checkRoundTrip(game, rules);
    fuzz::checkShown(game, rules);
    return 0;
}
