// The search out from a walker takes, from every cell, the step that
// walking downhill on a Dijkstra map toward the same goals takes: the step
// is the map's rule, not the search's.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "core/rng.h"
#include "map/dijkstra_map.h"
#include "map/first_step.h"
#include "support/random_floors.h"

namespace delve {
namespace {

// The cells walking downhill from `from` steps onto, to the bottom.
std::vector<Point> downhillWalk(const DijkstraMap& map, Point from) {
    std::vector<Point> walk;
    for (auto next = map.downhill(from); next; next = map.downhill(*next)) {
        walk.push_back(*next);
    }
    return walk;
}

// Checks every cell of the floor as the walker's: the first step, and the
// whole walk to the goal.
void expectEveryStepAsDownhill(const StepCosts& costs, const std::vector<Point>& goals, int floor) {
    DijkstraMap map;
    map.compute(costs, std::span<const Point>(goals));
    FirstStepSearch search;
    const auto isGoal = [&goals](Point cell) {
        return std::ranges::find(goals, cell) != goals.end();
    };
    std::vector<Point> walk;
    for (int y = 0; y < costs.height(); ++y) {
        for (int x = 0; x < costs.width(); ++x) {
            search.walk(costs, {x, y}, isGoal, walk);
            ASSERT_EQ(walk.empty() ? std::nullopt : std::optional<Point>(walk.front()),
                      map.downhill({x, y}))
                << "floor " << floor << " from " << x << "," << y;
            ASSERT_EQ(walk, downhillWalk(map, {x, y}))
                << "floor " << floor << " from " << x << "," << y;
        }
    }
}

std::vector<Point> randomGoals(Rng& rng, int width, int height, int most) {
    std::vector<Point> goals;
    const int count = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(most)));
    for (int i = 0; i < count; ++i) {
        goals.push_back(testing::randomCell(rng, width, height));
    }
    return goals;
}

TEST(FirstStepSearch, StepsAsDownhillOnTheGamesFloors) {
    Rng rng(31);
    for (int floor = 0; floor < 30; ++floor) {
        const Map map = testing::randomFloor(
            rng, 40, 24, {{30, Terrain::Wall}, {33, Terrain::Water}, {42, Terrain::ClosedDoor}});
        ASSERT_NO_FATAL_FAILURE(
            expectEveryStepAsDownhill(stepCostsFor(map), randomGoals(rng, 40, 24, 12), floor));
    }
}

// Open floors make the most ties: many walks of equal cost, and the
// straight-first choice among them.
TEST(FirstStepSearch, StepsAsDownhillAmongManyEqualWalks) {
    Rng rng(8);
    for (int floor = 0; floor < 20; ++floor) {
        const Map map = testing::randomFloor(rng, 30, 20, {{4, Terrain::Wall}});
        ASSERT_NO_FATAL_FAILURE(
            expectEveryStepAsDownhill(stepCostsFor(map), randomGoals(rng, 30, 20, 40), floor));
    }
}

// Any costs, cheap cells among them (where a detour can tie a diagonal),
// and goals on cells no one may enter (a thing on a known trap).
TEST(FirstStepSearch, StepsAsDownhillOverAnyCostsAndGoalsOnBlockedCells) {
    Rng rng(12);
    for (int floor = 0; floor < 30; ++floor) {
        const StepCosts costs = testing::randomCosts(
            rng, 30, 20, {{25, StepCosts::kBlocked}, {35, 200}, {45, 1, 300}, {100, 100}});
        ASSERT_NO_FATAL_FAILURE(
            expectEveryStepAsDownhill(costs, randomGoals(rng, 30, 20, 6), floor));
    }
}

TEST(FirstStepSearch, SearchesNoFurtherThanTheNearestGoal) {
    const StepCosts costs = stepCostsFor(Map(200, 200, Terrain::Floor));
    FirstStepSearch search;
    const std::vector<Point> goals = {{103, 100}, {0, 0}, {199, 199}};
    std::vector<Point> walk;
    search.walk(
        costs, {100, 100},
        [&goals](Point cell) { return std::ranges::find(goals, cell) != goals.end(); }, walk);
    EXPECT_EQ(walk, (std::vector<Point>{{101, 100}, {102, 100}, {103, 100}}));
    EXPECT_LT(search.expanded(), 100);
}

TEST(FirstStepSearch, NoGoalInReachIsNoWalk) {
    const StepCosts costs = stepCostsFor(Map(10, 10, Terrain::Floor));
    FirstStepSearch search;
    std::vector<Point> walk{{1, 1}};
    search.walk(
        costs, {5, 5}, [](Point) { return false; }, walk);
    EXPECT_TRUE(walk.empty());
    walk = {{1, 1}};
    search.walk(
        costs, {5, 5},
        [](Point cell) {
            return cell == Point{5, 5};
        },
        walk);
    EXPECT_TRUE(walk.empty());
}

}  // namespace
}  // namespace delve
