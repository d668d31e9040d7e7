#include <gtest/gtest.h>

#include <cstdlib>

#include "map/level_file.h"
#include "map/path_search.h"

namespace delve {
namespace {

Map searchMapFrom(std::string_view rows) {
    return parseLevel(rows, "test map").map;
}

constexpr PathAlgorithm kSearchAlgorithms[] = {PathAlgorithm::AStar, PathAlgorithm::Dijkstra,
                                               PathAlgorithm::BreadthFirst};

PathResult aStarOn(std::string_view rows, Point from, Point to) {
    return findPath(searchMapFrom(rows), from, to);
}

int searchDiagonalSteps(Point from, const std::vector<Point>& path) {
    int diagonals = 0;
    for (Point cell : path) {
        if (cell.x != from.x && cell.y != from.y) {
            ++diagonals;
        }
        from = cell;
    }
    return diagonals;
}

TEST(PathCosts, TerrainCostsFollowTheRules) {
    EXPECT_EQ(stepCostOnto(Terrain::Floor), 100);
    EXPECT_EQ(stepCostOnto(Terrain::OpenDoor), 100);
    EXPECT_EQ(stepCostOnto(Terrain::StairsDown), 100);
    EXPECT_EQ(stepCostOnto(Terrain::Blood), 100);
    EXPECT_EQ(stepCostOnto(Terrain::ClosedDoor), 200);
    EXPECT_EQ(stepCostOnto(Terrain::Wall), StepCosts::kBlocked);
    EXPECT_EQ(stepCostOnto(Terrain::Water), StepCosts::kBlocked);
    EXPECT_EQ(stepCostOnto(Terrain::SecretDoor), StepCosts::kBlocked);
}

TEST(PathCosts, OffTheFloorIsBlocked) {
    const StepCosts costs = stepCostsFor(searchMapFrom("..\n.+\n"));
    EXPECT_EQ(costs.at({1, 1}), 200);
    EXPECT_EQ(costs.at({-1, 0}), StepCosts::kBlocked);
    EXPECT_EQ(costs.at({2, 0}), StepCosts::kBlocked);
    EXPECT_EQ(costs.at({0, 2}), StepCosts::kBlocked);
}

TEST(PathCosts, EachCellKnowsWhichNeighboursCanBeEntered) {
    StepCosts costs = stepCostsFor(searchMapFrom("...\n...\n...\n"));
    auto sidesOf = [&costs](Point p) { return costs.paddedPassableSides()[costs.paddedIndex(p)]; };
    EXPECT_EQ(sidesOf({1, 1}), 0xff);
    // The corner sees only east, south-east and south.
    EXPECT_EQ(sidesOf({0, 0}), (1 << 2) | (1 << 3) | (1 << 4));
    costs.block({1, 0});
    EXPECT_EQ(sidesOf({1, 1}), 0xff & ~1);
    EXPECT_EQ(sidesOf({0, 0}), (1 << 3) | (1 << 4));
    costs.set({1, 0}, 250);
    EXPECT_EQ(sidesOf({1, 1}), 0xff);
    EXPECT_EQ(costs.cheapestStep(), 100);
    EXPECT_EQ(costs.dearestStep(), 250);
}

TEST(PathCosts, OctileGuessCountsStepsAndDiagonals) {
    EXPECT_EQ(octileGuess({0, 0}, {5, 2}), 5 * 100 + 2 * 1);
    EXPECT_EQ(octileGuess({5, 2}, {0, 0}), 502);
    EXPECT_EQ(octileGuess({3, 3}, {3, 3}), 0);
    EXPECT_EQ(octileGuess({0, 0}, {2, 7}, 50), 7 * 50 + 2);
}

TEST(PathSearch, StraightCorridorCostsAStepPerCell) {
    const PathResult result = aStarOn("#######\n#.....#\n#######\n", {1, 1}, {5, 1});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.path, (std::vector<Point>{{2, 1}, {3, 1}, {4, 1}, {5, 1}}));
    EXPECT_EQ(result.cost, 400);
    EXPECT_EQ(result.expanded, 4);
}

TEST(PathSearch, AClosedDoorCostsTwoSteps) {
    const PathResult result = aStarOn("#######\n#..+..#\n#######\n", {1, 1}, {5, 1});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.path.size(), 4u);
    EXPECT_EQ(result.cost, 100 + 200 + 100 + 100);
}

TEST(PathSearch, AClosedDoorEnteredDiagonallyCostsTwoStepsAndTheExtra) {
    const PathResult result = aStarOn(
        "####\n"
        "#.##\n"
        "##+#\n"
        "####\n",
        {1, 1}, {2, 2});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.path, (std::vector<Point>{{2, 2}}));
    EXPECT_EQ(result.cost, 201);
}

TEST(PathSearch, DiagonalStepsSqueezeBetweenWalls) {
    // No corner rule: a diagonal between two walls is a step like any other.
    const PathResult result = aStarOn(
        "#####\n"
        "#.###\n"
        "##.##\n"
        "###.#\n"
        "#####\n",
        {1, 1}, {3, 3});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.path, (std::vector<Point>{{2, 2}, {3, 3}}));
    EXPECT_EQ(result.cost, 202);
}

TEST(PathSearch, GoesAroundADoorWhenThatIsCheaper) {
    // Through the door: 4 steps, one of them the door (500). Round by the gap:
    // 4 steps with 2 diagonals (402).
    const char* rows =
        "#######\n"
        "#..#..#\n"
        "#..+..#\n"
        "#.....#\n"
        "#######\n";
    const PathResult result = aStarOn(rows, {1, 2}, {5, 2});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.cost, 402);
    for (Point cell : result.path) {
        EXPECT_FALSE(cell == (Point{3, 2})) << "walked through the door";
    }
}

TEST(PathSearch, TakesTheDoorWhenTheWayRoundIsAStepLonger) {
    const char* rows =
        "#######\n"
        "#..#..#\n"
        "#..+..#\n"
        "#..#..#\n"
        "#.....#\n"
        "#######\n";
    const PathResult result = aStarOn(rows, {2, 2}, {4, 2});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.path, (std::vector<Point>{{3, 2}, {4, 2}}));
    EXPECT_EQ(result.cost, 300);
}

TEST(PathSearch, WalksStraightAcrossARoom) {
    // From the top door to the bottom door there are many ways of six steps;
    // the diagonal extra makes the straight one the cheapest.
    const char* rows =
        "###.###\n"
        "#.....#\n"
        "#.....#\n"
        "#.....#\n"
        "#.....#\n"
        "#.....#\n"
        "###.###\n";
    for (PathAlgorithm algorithm : {PathAlgorithm::AStar, PathAlgorithm::Dijkstra}) {
        const PathResult result = findPath(searchMapFrom(rows), {3, 0}, {3, 6}, algorithm);
        ASSERT_TRUE(result.found);
        EXPECT_EQ(result.cost, 600);
        for (Point cell : result.path) {
            EXPECT_EQ(cell.x, 3) << pathAlgorithmName(algorithm);
        }
    }
}

TEST(PathSearch, TakesOnlyTheDiagonalsItNeeds) {
    const char* rows =
        "#########\n"
        "#.......#\n"
        "#.......#\n"
        "#.......#\n"
        "#.......#\n"
        "#########\n";
    const PathResult result = aStarOn(rows, {1, 1}, {7, 3});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.path.size(), 6u);
    EXPECT_EQ(searchDiagonalSteps({1, 1}, result.path), 2);
    EXPECT_EQ(result.cost, 4 * 100 + 2 * 101);
}

TEST(PathSearch, TiesGoTowardTheGoalTheSameWayEveryTime) {
    // Pinned: among the ways of equal cost, the search takes the cell nearer
    // the goal as the crow flies, so the diagonals come early here.
    const char* rows =
        "#########\n"
        "#.......#\n"
        "#.......#\n"
        "#.......#\n"
        "#########\n";
    const PathResult result = aStarOn(rows, {1, 1}, {7, 3});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.path, (std::vector<Point>{{2, 2}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {7, 3}}));
    // Straight for the goal: only the cells of the way were looked around.
    EXPECT_EQ(result.expanded, 6);
}

TEST(PathSearch, NoWayToAGoalBehindWalls) {
    const char* rows =
        "#######\n"
        "#..#..#\n"
        "#..#..#\n"
        "#######\n";
    for (PathAlgorithm algorithm : kSearchAlgorithms) {
        const PathResult result = findPath(searchMapFrom(rows), {1, 1}, {5, 2}, algorithm);
        EXPECT_FALSE(result.found) << pathAlgorithmName(algorithm);
        EXPECT_TRUE(result.path.empty());
        EXPECT_EQ(result.cost, 0);
        // Every cell of the start's side was looked around before giving up.
        EXPECT_EQ(result.expanded, 4) << pathAlgorithmName(algorithm);
    }
}

TEST(PathSearch, StartingAtTheGoalIsFoundWithNoSteps) {
    const PathResult result = aStarOn("#####\n#...#\n#####\n", {2, 1}, {2, 1});
    EXPECT_TRUE(result.found);
    EXPECT_TRUE(result.path.empty());
    EXPECT_EQ(result.cost, 0);
    EXPECT_EQ(result.expanded, 0);
}

TEST(PathSearch, AGoalThatCannotBeEnteredIsNeverReached) {
    const char* rows =
        "#######\n"
        "#..~..#\n"
        "#..?..#\n"
        "#######\n";
    for (Point goal : {Point{0, 0}, Point{3, 1}, Point{3, 2}, Point{9, 9}, Point{-1, 1}}) {
        for (PathAlgorithm algorithm : kSearchAlgorithms) {
            const PathResult result = findPath(searchMapFrom(rows), {1, 1}, goal, algorithm);
            EXPECT_FALSE(result.found) << goal.x << "," << goal.y;
            EXPECT_EQ(result.expanded, 0);
        }
    }
}

TEST(PathSearch, LeavesAStartThatCannotBeEntered) {
    // A monster's own cell may be blocked in its rule; it can still step off.
    const PathResult result = aStarOn("#####\n#...#\n#####\n", {0, 1}, {3, 1});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.cost, 300);
}

TEST(PathSearch, BreadthFirstTakesFewestStepsAndReportsTheirGameCost) {
    // Through the three doors is 4 steps (700); round the wall is 6 (602).
    const char* rows =
        "#######\n"
        "#.+++.#\n"
        "#.###.#\n"
        "#.....#\n"
        "#######\n";
    PathFinder finder;
    const StepCosts costs = stepCostsFor(searchMapFrom(rows));
    const PathResult fewest = finder.breadthFirst(costs, {1, 1}, {5, 1});
    ASSERT_TRUE(fewest.found);
    EXPECT_EQ(fewest.path, (std::vector<Point>{{2, 1}, {3, 1}, {4, 1}, {5, 1}}));
    EXPECT_EQ(fewest.cost, 3 * 200 + 100);
    const PathResult cheapest = finder.aStar(costs, {1, 1}, {5, 1});
    ASSERT_TRUE(cheapest.found);
    EXPECT_EQ(cheapest.path.size(), 6u);
    EXPECT_EQ(cheapest.cost, 4 * 100 + 2 * 101);
    EXPECT_EQ(finder.dijkstra(costs, {1, 1}, {5, 1}).cost, cheapest.cost);
}

TEST(PathSearch, FollowsACostRuleOtherThanTheFloor) {
    // "Monsters block": the same corridor with a cell made impassable.
    const Map map = searchMapFrom(
        "#######\n"
        "#.....#\n"
        "#.###.#\n"
        "#.....#\n"
        "#######\n");
    StepCosts costs = stepCostsFor(map);
    PathFinder finder;
    EXPECT_EQ(finder.aStar(costs, {1, 1}, {5, 1}).cost, 400);
    costs.block({3, 1});
    const PathResult around = finder.aStar(costs, {1, 1}, {5, 1});
    ASSERT_TRUE(around.found);
    EXPECT_EQ(around.cost, 100 + 101 + 100 + 100 + 101 + 100);
    costs.block({3, 3});
    EXPECT_FALSE(finder.aStar(costs, {1, 1}, {5, 1}).found);

    // A rule of the caller's own: only the top row is known.
    const StepCosts known = StepCosts::fromRule(map.width(), map.height(), [&map](Point p) {
        return p.y <= 1 ? stepCostOnto(map.terrain(p)) : StepCosts::kBlocked;
    });
    EXPECT_TRUE(finder.aStar(known, {1, 1}, {5, 1}).found);
    EXPECT_FALSE(finder.aStar(known, {1, 1}, {5, 3}).found);
}

TEST(PathSearch, StaysCheapestWhenSomeStepsCostLessThanAStep) {
    // A road at 30 a step: the guess must shrink with it to stay never too much.
    const Map map = searchMapFrom(
        "#######\n"
        "#.....#\n"
        "#.....#\n"
        "#######\n");
    StepCosts costs = stepCostsFor(map);
    for (int x = 1; x <= 5; ++x) {
        costs.set({x, 2}, 30);
    }
    EXPECT_EQ(costs.cheapestStep(), 30);
    PathFinder finder;
    const PathResult result = finder.aStar(costs, {1, 1}, {5, 1});
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.cost, 31 + 30 + 30 + 101);
}

TEST(PathSearch, OneFinderServesFloorsOfManySizes) {
    const Map small = searchMapFrom("#####\n#...#\n#####\n");
    const Map large = searchMapFrom(
        "##########\n"
        "#........#\n"
        "#.######.#\n"
        "#........#\n"
        "##########\n");
    PathFinder finder;
    for (int round = 0; round < 3; ++round) {
        const PathResult a = finder.aStar(stepCostsFor(small), {1, 1}, {3, 1});
        const PathResult b = finder.aStar(stepCostsFor(large), {1, 1}, {8, 3});
        const PathResult c = finder.breadthFirst(stepCostsFor(large), {1, 3}, {8, 1});
        EXPECT_EQ(a.cost, 200);
        EXPECT_EQ(b.cost, findPath(large, {1, 1}, {8, 3}).cost);
        EXPECT_EQ(b.cost, 7 * 100 + 101);
        EXPECT_EQ(c.path.size(), 8u);
    }
}

TEST(PathSearch, AlgorithmNamesRoundTrip) {
    for (PathAlgorithm algorithm : kSearchAlgorithms) {
        EXPECT_EQ(pathAlgorithmNamed(pathAlgorithmName(algorithm)), algorithm);
    }
    EXPECT_EQ(pathAlgorithmNamed("bfs"), PathAlgorithm::BreadthFirst);
    EXPECT_FALSE(pathAlgorithmNamed("greedy"));
}

}  // namespace
}  // namespace delve
