// The dungeon's plan: which layout each floor has, where the hand-made
// levels go, and the Amulet on the deepest floor.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "core/rng.h"
#include "game/dungeon_plan.h"
#include "map/generate_reach.h"
#include "support/item_rules.h"
#include "support/temp_level.h"

namespace delve {
namespace {

constexpr const char* kLittleLevel =
    "level|little|The Little Level\n"
    "#######\n"
    "#@..r>#\n"
    "#######\n"
    "legend|r|monster|rat\n"
    "end\n";

std::vector<std::uint64_t> seedsFrom(std::uint64_t seed) {
    Rng rng(seed);
    std::vector<std::uint64_t> seeds;
    for (int depth = 1; depth <= kDeepestFloor; ++depth) {
        seeds.push_back(rng.nextSeed());
    }
    return seeds;
}

std::shared_ptr<const Level> littleLevel() {
    static const testing::TempLevel file("plan_little", kLittleLevel);
    static const std::shared_ptr<const Level> level = file.level();
    return level;
}

// A plan of ten floors of one layout, the last holding the Amulet.
DungeonPlan planOf(FloorLayout layout) {
    DungeonPlan plan;
    for (int depth = 1; depth <= kDeepestFloor; ++depth) {
        FloorPlan floor = DungeonPlan{}.floor(depth);
        floor.layout = layout;
        floor.holdsAmulet = depth == kDeepestFloor;
        plan.floors.push_back(floor);
    }
    return plan;
}

RulesPtr rulesWith(DungeonPlan plan) {
    auto rules = std::make_shared<Rules>(*testing::itemRules());
    rules->adventures = {std::move(plan)};
    return rules;
}

std::vector<Point> walkableCells(const Map& map) {
    std::vector<Point> cells;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.isWalkable({x, y}) || map.terrain({x, y}) == Terrain::ClosedDoor) {
                cells.push_back({x, y});
            }
        }
    }
    return cells;
}

TEST(HandMadeFloors, ALevelFixedToAFloorIsAlwaysThere) {
    DungeonPlan plan = planOf(FloorLayout::Rooms);
    plan.levels.push_back({littleLevel(), 4, 4, 100});
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const std::vector<int> chosen = handMadeFloors(plan, seedsFrom(seed));
        ASSERT_EQ(chosen.size(), 10u);
        for (int depth = 1; depth <= kDeepestFloor; ++depth) {
            EXPECT_EQ(chosen[static_cast<std::size_t>(depth - 1)], depth == 4 ? 0 : -1)
                << "seed " << seed << " floor " << depth;
        }
    }
}

TEST(HandMadeFloors, ALevelByChanceComesInSomeRunsAndOnlyWithinItsFloors) {
    DungeonPlan plan = planOf(FloorLayout::Rooms);
    plan.levels.push_back({littleLevel(), 3, 6, 50});
    int came = 0;
    std::vector<int> floorsUsed;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const std::vector<int> chosen = handMadeFloors(plan, seedsFrom(seed));
        const auto count = std::ranges::count(chosen, 0);
        ASSERT_LE(count, 1) << "seed " << seed << ": a level comes at most once";
        if (count == 1) {
            ++came;
            const int depth = static_cast<int>(std::ranges::find(chosen, 0) - chosen.begin()) + 1;
            EXPECT_GE(depth, 3);
            EXPECT_LE(depth, 6);
            floorsUsed.push_back(depth);
        }
    }
    EXPECT_GT(came, 60);
    EXPECT_LT(came, 140);
    for (int depth = 3; depth <= 6; ++depth) {
        EXPECT_NE(std::ranges::find(floorsUsed, depth), floorsUsed.end()) << "floor " << depth;
    }
}

TEST(HandMadeFloors, TheAmuletsFloorAndATakenFloorAreNeverReplaced) {
    DungeonPlan plan = planOf(FloorLayout::Rooms);
    plan.levels.push_back({littleLevel(), 9, 9, 100});
    plan.levels.push_back({littleLevel(), 9, 10, 100});
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const std::vector<int> chosen = handMadeFloors(plan, seedsFrom(seed));
        EXPECT_EQ(chosen[8], 0) << "seed " << seed;
        EXPECT_EQ(chosen[9], -1) << "seed " << seed << ": the Amulet's floor stays generated";
    }
}

TEST(HandMadeFloors, TheSameSeedsPlaceTheSameLevels) {
    DungeonPlan plan = planOf(FloorLayout::Rooms);
    plan.levels.push_back({littleLevel(), 2, 8, 70});
    plan.levels.push_back({littleLevel(), 2, 8, 70});
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        EXPECT_EQ(handMadeFloors(plan, seedsFrom(seed)), handMadeFloors(plan, seedsFrom(seed)));
    }
}

TEST(PlannedFloors, AHandMadeLevelTakesTheFloorThePlanGivesIt) {
    DungeonPlan plan = planOf(FloorLayout::Rooms);
    plan.levels.push_back({littleLevel(), 1, 1, 100});
    Game game(GameOptions{5, "fighter", nullptr, rulesWith(plan)});
    EXPECT_EQ(game.stage().depth(), 1);
    EXPECT_EQ(game.stage().name(), "The Little Level");
    EXPECT_EQ(game.hero().position, (Point{1, 1}));
    ASSERT_EQ(game.stage().monsters().size(), 1u) << "exactly what the legend places";
    EXPECT_EQ(game.stage().monsters().front().kind->id, "rat");
}

TEST(PlannedFloors, EveryWalkableCellOfACaveFloorIsReachable) {
    const RulesPtr rules = rulesWith(planOf(FloorLayout::Caves));
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Game game(GameOptions{seed, "fighter", nullptr, rules});
        const Map& map = game.map();
        const Grid<int> steps =
            walkingDistances(map, game.hero().position, SecretDoorRule::Blocking);
        const std::vector<Point> cells = walkableCells(map);
        EXPECT_GT(cells.size(), 800u) << "seed " << seed << ": a cave fills much of the floor";
        for (Point cell : cells) {
            ASSERT_GE(steps[cell], 0) << "seed " << seed << ": " << cell.x << "," << cell.y;
        }
        EXPECT_FALSE(game.stage().monsters().empty())
            << "seed " << seed << ": a cave has its monsters";
    }
}

TEST(PlannedFloors, AMixedFloorJoinsItsRoomsToItsCaverns) {
    const RulesPtr rules = rulesWith(planOf(FloorLayout::Mixed));
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Game game(GameOptions{seed, "fighter", nullptr, rules});
        const Map& map = game.map();
        // Every cell can be walked to once the secret doors are found, and
        // the stairs even before.
        const Grid<int> steps =
            walkingDistances(map, game.hero().position, SecretDoorRule::Passable);
        for (Point cell : walkableCells(map)) {
            ASSERT_GE(steps[cell], 0) << "seed " << seed << ": " << cell.x << "," << cell.y;
        }
        const Grid<int> openSteps =
            walkingDistances(map, game.hero().position, SecretDoorRule::Blocking);
        bool stairsReached = false;
        int leftmost = map.width();
        int rightmost = 0;
        for (Point cell : walkableCells(map)) {
            if (map.terrain(cell) == Terrain::StairsDown) {
                stairsReached = openSteps[cell] >= 0;
            }
            leftmost = std::min(leftmost, cell.x);
            rightmost = std::max(rightmost, cell.x);
        }
        EXPECT_TRUE(stairsReached) << "seed " << seed;
        EXPECT_LT(leftmost, 10) << "seed " << seed << ": open ground near both edges";
        EXPECT_GT(rightmost, map.width() - 11) << "seed " << seed;
    }
}

}  // namespace
}  // namespace delve
