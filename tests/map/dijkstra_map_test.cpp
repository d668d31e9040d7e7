#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.h"
#include "support/random_floors.h"
#include "support/reference_paths.h"
#include "map/dijkstra_map.h"
#include "map/level_file.h"
#include "map/path_search.h"

namespace delve {
namespace {

Map mapFrom(std::string_view rows) {
    return parseLevel(rows, "test map").map;
}

DijkstraMap mapToward(const Map& map, std::vector<Point> goals) {
    return dijkstraMapFor(map, goals);
}

// The map's values in steps (hundredths dropped), `#` for unreached: easy to
// read against the floor.
std::string stepsDrawn(const DijkstraMap& distances) {
    std::string out;
    for (int y = 0; y < distances.height(); ++y) {
        for (int x = 0; x < distances.width(); ++x) {
            const int value = distances.at({x, y});
            out += value == DijkstraMap::kUnreached ? '#' : static_cast<char>('0' + value / 100);
        }
        out += '\n';
    }
    return out;
}

TEST(DijkstraMap, SpreadsFromOneGoalWithTheGameCosts) {
    const Map map = mapFrom(
        "#######\n"
        "#.....#\n"
        "#.##+.#\n"
        "#.#...#\n"
        "#######\n");
    const DijkstraMap distances = mapToward(map, {{1, 1}});
    EXPECT_EQ(stepsDrawn(distances),
              "#######\n"
              "#01234#\n"
              "#1##44#\n"
              "#2#555#\n"
              "#######\n");
    EXPECT_EQ(distances.at({1, 1}), 0);
    EXPECT_EQ(distances.at({5, 1}), 400);
    EXPECT_EQ(distances.at({5, 2}), 300 + 101);
    // The door costs two steps to enter, and the diagonal's extra.
    EXPECT_EQ(distances.at({4, 2}), 200 + 201);
    EXPECT_EQ(distances.at({3, 3}), 200 + 201 + 101);
    EXPECT_EQ(distances.at({1, 3}), 200);
}

TEST(DijkstraMap, MarksWhatNoGoalReaches) {
    const Map map = mapFrom(
        "#######\n"
        "#..#..#\n"
        "#..#~.#\n"
        "#######\n");
    const DijkstraMap distances = mapToward(map, {{1, 1}});
    EXPECT_TRUE(distances.reached({2, 2}));
    EXPECT_FALSE(distances.reached({4, 1}));
    EXPECT_EQ(distances.at({4, 1}), DijkstraMap::kUnreached);
    EXPECT_FALSE(distances.reached({3, 1}));  // wall
    EXPECT_FALSE(distances.reached({4, 2}));  // water
    EXPECT_FALSE(distances.reached({-1, 0}));
    EXPECT_FALSE(distances.reached({7, 1}));
    EXPECT_EQ(distances.expanded(), 4);
}

TEST(DijkstraMap, EachCellCountsFromItsNearestGoal) {
    const Map map = mapFrom(
        "###########\n"
        "#.........#\n"
        "###########\n");
    const DijkstraMap distances = mapToward(map, {{1, 1}, {9, 1}});
    EXPECT_EQ(stepsDrawn(distances),
              "###########\n"
              "#012343210#\n"
              "###########\n");
    EXPECT_EQ(distances.downhill({4, 1}), (Point{3, 1}));
    EXPECT_EQ(distances.downhill({6, 1}), (Point{7, 1}));
}

TEST(DijkstraMap, AGoalsStartingValueWeighsAgainstIt) {
    const Map map = mapFrom(
        "###########\n"
        "#.........#\n"
        "###########\n");
    DijkstraMap distances;
    const std::vector<DijkstraGoal> goals = {{{1, 1}, 0}, {{9, 1}, 300}};
    distances.compute(stepCostsFor(map), goals);
    EXPECT_EQ(stepsDrawn(distances),
              "###########\n"
              "#012345543#\n"
              "###########\n");
    EXPECT_EQ(distances.at({9, 1}), 300);
    EXPECT_EQ(distances.downhill({6, 1}), (Point{5, 1}));
}

TEST(DijkstraMap, AGoalSpreadsEvenFromACellNoOneMayEnter) {
    // The hero a monster hunts stands on a cell its rule blocks.
    const Map map = mapFrom(
        "#####\n"
        "#...#\n"
        "#####\n");
    StepCosts costs = stepCostsFor(map);
    costs.block({3, 1});
    DijkstraMap distances;
    distances.compute(costs, {3, 1});
    EXPECT_EQ(distances.at({3, 1}), 0);
    EXPECT_EQ(distances.at({2, 1}), 100);
    EXPECT_EQ(distances.at({1, 1}), 200);
    EXPECT_EQ(distances.downhill({2, 1}), (Point{3, 1}));
}

TEST(DijkstraMap, DownhillPrefersAStraightStepAmongEquals) {
    const Map map = mapFrom(
        "#######\n"
        "#.....#\n"
        "#.....#\n"
        "#.....#\n"
        "#######\n");
    const DijkstraMap distances = mapToward(map, {{1, 1}});
    // From (5,2): west (4,2) is 301 and north-west (4,1) is 300; a diagonal
    // costs one more, so both begin a walk of 401, and the straight one wins.
    EXPECT_EQ(distances.at({5, 2}), 401);
    EXPECT_EQ(distances.downhill({5, 2}), (Point{4, 2}));
    // Straight down a column the straight step is strictly best.
    EXPECT_EQ(distances.downhill({1, 3}), (Point{1, 2}));
    // Diagonally away, the diagonal is the only step of the cheapest walk.
    EXPECT_EQ(distances.downhill({3, 3}), (Point{2, 2}));
}

TEST(DijkstraMap, WalkingDownhillEndsAtAGoalForTheCellsValue) {
    const Map map = mapFrom(
        "##########\n"
        "#....#...#\n"
        "#.##.#.#.#\n"
        "#.#..+.#.#\n"
        "#...##...#\n"
        "##########\n");
    const std::vector<Point> goals = {{8, 1}, {1, 1}};
    const DijkstraMap distances = dijkstraMapFor(map, goals);
    const StepCosts costs = stepCostsFor(map);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            Point cell{x, y};
            if (!distances.reached(cell)) {
                continue;
            }
            // The value counts each cell left on the way to the goal, which
            // is what it costs the goal to walk here: a step onto each cell.
            const int value = distances.at(cell);
            int walked = 0;
            int steps = 0;
            while (auto next = distances.downhill(cell)) {
                ASSERT_LT(distances.at(*next), distances.at(cell));
                const bool diagonal = next->x != cell.x && next->y != cell.y;
                walked += costs.at(cell) + (diagonal ? kDiagonalExtra : 0);
                cell = *next;
                ASSERT_LT(++steps, 100);
            }
            EXPECT_EQ(distances.at(cell), 0) << "stopped short of a goal at " << x << "," << y;
            EXPECT_EQ(walked, value) << "from " << x << "," << y;
        }
    }
    EXPECT_FALSE(distances.downhill({1, 1}));
    EXPECT_FALSE(distances.downhill({-1, 1}));
}

TEST(DijkstraMap, DownhillFromAWallStepsOntoTheLowestNeighbour) {
    const Map map = mapFrom(
        "#####\n"
        "#...#\n"
        "#####\n");
    const DijkstraMap distances = mapToward(map, {{1, 1}});
    EXPECT_EQ(distances.downhill({2, 0}), (Point{1, 1}));
    EXPECT_EQ(distances.downhill({4, 0}), (Point{3, 1}));
}

TEST(DijkstraMap, NoGoalsReachNothing) {
    const Map map = mapFrom("###\n#.#\n###\n");
    const DijkstraMap distances = mapToward(map, {});
    EXPECT_FALSE(distances.reached({1, 1}));
    EXPECT_FALSE(distances.downhill({1, 1}));
    EXPECT_EQ(distances.expanded(), 0);
}

// ---- Against a plain multi-goal Dijkstra written from the rules ----

// What the plain Dijkstra from the same goals gives every cell, in
// DijkstraMap's terms.
std::vector<std::int64_t> referenceValues(int width, int height, const testing::CostOnto& costOnto,
                                          const std::vector<DijkstraGoal>& goals) {
    std::vector<testing::ReferenceGoal> starts;
    for (const DijkstraGoal& goal : goals) {
        starts.push_back({goal.at, goal.value});
    }
    const testing::ReferenceCosts spread =
        testing::referenceSpread(width, height, costOnto, starts);
    std::vector<std::int64_t> values;
    for (std::int64_t cost : spread.cost) {
        values.push_back(cost == testing::ReferenceCosts::kUnreached ? DijkstraMap::kUnreached
                                                                     : cost);
    }
    return values;
}

TEST(DijkstraMapCrossCheck, ValuesMatchAPlainDijkstraFromTheGoals) {
    Rng rng(77);
    DijkstraMap distances;
    PathFinder finder;
    for (int floor = 0; floor < 60; ++floor) {
        const Map map = testing::randomFloor(
            rng, 60, 30, {{30, Terrain::Wall}, {33, Terrain::Water}, {40, Terrain::ClosedDoor}});
        std::vector<DijkstraGoal> goals;
        const int goalCount = 1 + static_cast<int>(rng.below(4));
        for (int i = 0; i < goalCount; ++i) {
            const Point at = testing::randomCell(rng, 60, 30);
            goals.push_back({at, rng.chance(50) ? 0 : static_cast<int>(rng.below(1000))});
        }
        const StepCosts costs = stepCostsFor(map);
        distances.compute(costs, goals);
        const std::vector<std::int64_t> expected =
            referenceValues(map.width(), map.height(), testing::referenceRuleOn(map), goals);
        int reached = 0;
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                ASSERT_EQ(distances.at({x, y}), expected[static_cast<std::size_t>(y * 60 + x)])
                    << "floor " << floor << " at " << x << "," << y;
                reached += distances.reached({x, y}) ? 1 : 0;
            }
        }
        EXPECT_EQ(distances.expanded(), reached);

        // With one goal at 0 on passable ground, a cell's value is what A*
        // pays to walk from the goal to it.
        const DijkstraGoal& first = goals.front();
        if (first.value == 0 && goalCount == 1 && costs.isPassable(first.at)) {
            for (int i = 0; i < 20; ++i) {
                const Point cell = testing::randomCell(rng, 60, 30);
                const PathResult way = finder.aStar(costs, first.at, cell);
                EXPECT_EQ(way.found, distances.reached(cell));
                if (way.found) {
                    EXPECT_EQ(way.cost, distances.at(cell));
                }
            }
        }
    }
}

// Settles `asked` around a cell at random and checks that it reads there
// what `whole` (a whole map over the same costs) reads: the step down, and
// the value of a cell one can stand on.
void expectSettledAsWhole(DijkstraMap& asked, const DijkstraMap& whole, const StepCosts& costs,
                          Rng& rng, int floor) {
    const Point cell = testing::randomCell(rng, costs.width(), costs.height());
    asked.settleAround(costs, cell);
    ASSERT_EQ(asked.downhill(cell), whole.downhill(cell))
        << "floor " << floor << " at " << cell.x << "," << cell.y;
    if (costs.isPassable(cell)) {
        ASSERT_EQ(asked.at(cell), whole.at(cell))
            << "floor " << floor << " at " << cell.x << "," << cell.y;
    }
}

// A map spread only as far as it is asked about reads, around every cell
// it settled, what the whole map reads: the cells asked about in any order,
// walls and cells no way reaches among them.
TEST(DijkstraMapCrossCheck, ASettledCellReadsAsTheWholeMapDoes) {
    Rng rng(5);
    DijkstraMap whole;
    DijkstraMap asked;
    for (int floor = 0; floor < 40; ++floor) {
        const StepCosts costs = testing::randomCosts(
            rng, 50, 30, {{30, StepCosts::kBlocked}, {40, 200}, {45, 1, 300}, {100, 100}});
        const Point goal = testing::randomCell(rng, 50, 30);
        whole.compute(costs, goal);
        asked.begin(costs, goal);
        for (int question = 0; question < 60; ++question) {
            ASSERT_NO_FATAL_FAILURE(expectSettledAsWhole(asked, whole, costs, rng, floor));
        }
        EXPECT_LE(asked.expanded(), whole.expanded());
    }
}

// Cells made cheaper or opened (doors) after a map was begun, partly
// settled or whole: what it reads after settling is what a map made afresh
// over the new costs reads.
TEST(DijkstraMapCrossCheck, AMapFollowsCostsThatFall) {
    Rng rng(12);
    DijkstraMap kept;
    DijkstraMap afresh;
    for (int floor = 0; floor < 60; ++floor) {
        StepCosts costs = testing::randomCosts(
            rng, 40, 25, {{25, StepCosts::kBlocked}, {40, 200}, {45, 150, 400}, {100, 100}});
        const Point goal = testing::randomCell(rng, 40, 25);
        kept.begin(costs, goal);
        if (floor % 3 == 0) {
            kept.settleAll(costs);
        }
        for (int change = 0; change < 8; ++change) {
            for (int question = 0; question < 4; ++question) {
                kept.settleAround(costs, testing::randomCell(rng, 40, 25));
            }
            const Point cell = testing::randomCell(rng, 40, 25);
            const int before = costs.at(cell);
            const int now = before == StepCosts::kBlocked ? 100 + static_cast<int>(rng.below(200))
                                                          : std::max(100, before / 2);
            costs.set(cell, now);
            ASSERT_TRUE(kept.costFell(costs, cell));
        }
        afresh.compute(costs, goal);
        for (int question = 0; question < 80; ++question) {
            ASSERT_NO_FATAL_FAILURE(expectSettledAsWhole(kept, afresh, costs, rng, floor));
        }
        kept.settleAll(costs);
        for (int y = 0; y < 25; ++y) {
            for (int x = 0; x < 40; ++x) {
                ASSERT_EQ(kept.at({x, y}), afresh.at({x, y})) << "floor " << floor;
            }
        }
    }
}

// A cell cheaper than the map's bands allow is refused: the map must be
// begun again.
TEST(DijkstraMap, ACostBelowItsBandsIsRefused) {
    StepCosts costs = StepCosts::fromRule(10, 10, [](Point) { return kStepCost; });
    DijkstraMap kept;
    kept.begin(costs, {0, 0});
    costs.set({5, 5}, 1);
    EXPECT_FALSE(kept.costFell(costs, {5, 5}));
}

// Asked only near the goal, the map spreads no further than it must.
TEST(DijkstraMap, ASettledCellNearTheGoalLeavesTheFarFloorUnspread) {
    const StepCosts costs = StepCosts::fromRule(200, 200, [](Point) { return kStepCost; });
    DijkstraMap asked;
    asked.begin(costs, {10, 10});
    asked.settleAround(costs, {12, 10});
    EXPECT_EQ(asked.at({12, 10}), 2 * kStepCost);
    EXPECT_LT(asked.expanded(), 100);
    EXPECT_FALSE(asked.reached({190, 190}));
}

TEST(DijkstraMapCrossCheck, TheNearestGoalWins) {
    const Map map = mapFrom(
        "####################\n"
        "#..................#\n"
        "#..####....###.....#\n"
        "#.....#..+...#.....#\n"
        "#..................#\n"
        "####################\n");
    const std::vector<Point> goals = {{1, 1}, {18, 4}, {9, 3}};
    const DijkstraMap together = dijkstraMapFor(map, goals);
    std::vector<DijkstraMap> apart;
    for (Point goal : goals) {
        apart.push_back(dijkstraMapFor(map, std::vector<Point>{goal}));
    }
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            int nearest = DijkstraMap::kUnreached;
            for (const DijkstraMap& one : apart) {
                nearest = std::min(nearest, one.at({x, y}));
            }
            EXPECT_EQ(together.at({x, y}), nearest) << x << "," << y;
        }
    }
}

TEST(DijkstraMapCrossCheck, AnyCostsAndGoalsBelowZero) {
    Rng rng(31);
    DijkstraMap distances;
    for (int floor = 0; floor < 40; ++floor) {
        const StepCosts costs = testing::randomCosts(
            rng, 45, 25,
            {{25, StepCosts::kBlocked}, {35, 1, 5}, {40, 5000, 60000}, {100, 100, 120}});
        std::vector<DijkstraGoal> goals;
        for (int i = 0; i < 1 + static_cast<int>(rng.below(5)); ++i) {
            // Some goals off the floor, some far below zero, as a fleeing
            // monster's map might have.
            goals.push_back(
                {{static_cast<int>(rng.below(50)) - 2, static_cast<int>(rng.below(28)) - 1},
                 static_cast<int>(rng.below(20000)) - 15000});
        }
        distances.compute(costs, goals);
        const std::vector<std::int64_t> expected =
            referenceValues(costs.width(), costs.height(), testing::costOntoFrom(costs), goals);
        for (int y = 0; y < costs.height(); ++y) {
            for (int x = 0; x < costs.width(); ++x) {
                ASSERT_EQ(distances.at({x, y}), expected[static_cast<std::size_t>(y * 45 + x)])
                    << "floor " << floor << " at " << x << "," << y;
            }
        }
    }
}

}  // namespace
}  // namespace delve
