#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "game/game.h"
#include "support/build_folders.h"

namespace delve {
namespace {

// Every level an adventure's plan holds: its surface, its fixed floors and
// the levels that come by chance.
std::vector<std::shared_ptr<const Level>> levelsOf(const DungeonPlan& plan) {
    std::vector<std::shared_ptr<const Level>> levels;
    if (plan.surface) {
        levels.push_back(plan.surface);
    }
    for (const FloorPlan& floor : plan.floors) {
        if (floor.level) {
            levels.push_back(floor.level);
        }
    }
    for (const PlannedLevel& planned : plan.levels) {
        levels.push_back(planned.level);
    }
    return levels;
}

// Every hand-made level that ships is one an adventure plays, loads with
// the game's own data, and its hero can take a step.
TEST(ShippedLevels, EveryLevelIsPlayedAndPlays) {
    const std::filesystem::path data = std::filesystem::path(testing::kSourceFolder) / "data";
    const RulesPtr rules = loadRules(data);
    std::set<std::filesystem::path> played;
    for (const DungeonPlan& plan : rules->adventures) {
        for (const auto& level : levelsOf(plan)) {
            SCOPED_TRACE(level->source);
            played.insert(std::filesystem::canonical(level->source));
            GameOptions options{1, "fighter", level, rules};
            options.adventure = plan.id;
            Game game(options);
            EXPECT_TRUE(game.map().isWalkable(game.hero().position));
            for (Direction d : kAllDirections) {
                game.act(Step{d});
            }
        }
    }
    for (const auto& entry : std::filesystem::recursive_directory_iterator(data / "levels")) {
        if (entry.is_regular_file()) {
            EXPECT_TRUE(played.contains(std::filesystem::canonical(entry.path())))
                << entry.path() << " is in no adventure";
        }
    }
    EXPECT_GE(played.size(), 8U);
}

}  // namespace
}  // namespace delve
