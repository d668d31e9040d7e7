// The cells a search looked around (PathFinder::expandedCells), which F6
// draws under the travel preview: exactly as many as the search counts, each
// once, the start among them and the goal not, and read back without
// changing what the search finds.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>

#include "map/level_file.h"
#include "map/path_search.h"

namespace delve {
namespace {

constexpr std::string_view kRooms =
    "####################\n"
    "#........#.........#\n"
    "#........#.........#\n"
    "#....#...+....#....#\n"
    "#....#...#....#....#\n"
    "#........#.........#\n"
    "####################\n";

constexpr PathAlgorithm kEveryAlgorithm[] = {PathAlgorithm::AStar, PathAlgorithm::Dijkstra,
                                             PathAlgorithm::BreadthFirst};

bool inReadingOrder(const std::vector<Point>& cells) {
    return std::is_sorted(cells.begin(), cells.end(),
                          [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
}

TEST(ExpandedCells, AreTheCellsTheSearchCountedEachOnce) {
    const StepCosts costs = stepCostsFor(parseLevel(kRooms, "rooms").map);
    PathFinder finder;
    const Point from{1, 1};
    const Point to{17, 4};
    for (PathAlgorithm algorithm : kEveryAlgorithm) {
        const PathResult result = finder.find(algorithm, costs, from, to);
        ASSERT_TRUE(result.found);
        const std::vector<Point> cells = finder.expandedCells();
        EXPECT_EQ(static_cast<int>(cells.size()), result.expanded) << pathAlgorithmName(algorithm);
        std::set<std::pair<int, int>> distinct;
        for (Point cell : cells) {
            distinct.insert({cell.x, cell.y});
            EXPECT_TRUE(costs.isPassable(cell) || cell == from);
        }
        EXPECT_EQ(distinct.size(), cells.size());
        EXPECT_TRUE(distinct.count({from.x, from.y}) == 1) << "the start is looked around first";
        EXPECT_TRUE(distinct.count({to.x, to.y}) == 0) << "the search stops at the goal";
        EXPECT_TRUE(inReadingOrder(cells));
    }
}

TEST(ExpandedCells, AStarLooksAtFewerThanDijkstra) {
    const StepCosts costs = stepCostsFor(parseLevel(kRooms, "rooms").map);
    PathFinder finder;
    finder.find(PathAlgorithm::AStar, costs, {1, 1}, {17, 4});
    const std::size_t guided = finder.expandedCells().size();
    finder.find(PathAlgorithm::Dijkstra, costs, {1, 1}, {17, 4});
    EXPECT_LT(guided, finder.expandedCells().size());
}

TEST(ExpandedCells, AreTheLastSearchsOnly) {
    const StepCosts costs = stepCostsFor(parseLevel(kRooms, "rooms").map);
    PathFinder finder;
    const PathResult far = finder.find(PathAlgorithm::AStar, costs, {1, 1}, {17, 4});
    const PathResult near = finder.find(PathAlgorithm::AStar, costs, {1, 1}, {3, 1});
    EXPECT_EQ(static_cast<int>(finder.expandedCells().size()), near.expanded);
    EXPECT_LT(near.expanded, far.expanded);
    // Found at once, or never begun: nothing was looked around.
    finder.find(PathAlgorithm::AStar, costs, {1, 1}, {1, 1});
    EXPECT_TRUE(finder.expandedCells().empty());
    finder.find(PathAlgorithm::AStar, costs, {1, 1}, {0, 0});
    EXPECT_TRUE(finder.expandedCells().empty());
    // A way that is not there: every cell the search could reach was looked at.
    const StepCosts walled = stepCostsFor(parseLevel("#####\n#.#.#\n#####\n", "walled").map);
    const PathResult none = finder.find(PathAlgorithm::AStar, walled, {1, 1}, {3, 1});
    EXPECT_FALSE(none.found);
    EXPECT_EQ(finder.expandedCells(), (std::vector<Point>{{1, 1}}));
}

TEST(ExpandedCells, AskingChangesNothingTheSearchFinds) {
    const StepCosts costs = stepCostsFor(parseLevel(kRooms, "rooms").map);
    PathFinder asked;
    PathFinder left;
    for (Point goal : {Point{17, 4}, Point{3, 5}, Point{12, 1}}) {
        const PathResult a = asked.find(PathAlgorithm::AStar, costs, {1, 1}, goal);
        asked.expandedCells();
        const PathResult b = left.find(PathAlgorithm::AStar, costs, {1, 1}, goal);
        EXPECT_EQ(a.path, b.path);
        EXPECT_EQ(a.expanded, b.expanded);
    }
}

}  // namespace
}  // namespace delve
