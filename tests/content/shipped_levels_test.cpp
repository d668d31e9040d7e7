#include <gtest/gtest.h>

#include <filesystem>

#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "game/game.h"

namespace delve {
namespace {

// Every hand-made level that ships loads with the game's own data, and its
// hero can take a step.
TEST(ShippedLevels, EveryLevelLoadsAndPlays) {
    const std::filesystem::path data = std::filesystem::path(DELVE_SOURCE_DIR) / "data";
    const RulesPtr rules = loadRules(data);
    int levels = 0;
    for (const auto& entry : std::filesystem::directory_iterator(data / "levels")) {
        SCOPED_TRACE(entry.path().string());
        Game game(GameOptions{1, "fighter", readLevelFile(entry.path(), rules.get()), rules});
        EXPECT_TRUE(game.map().isWalkable(game.hero().position));
        for (Direction d : kAllDirections) {
            game.act(Move{d});
        }
        ++levels;
    }
    EXPECT_GE(levels, 1);
}

}  // namespace
}  // namespace delve
