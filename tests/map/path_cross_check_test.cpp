// A* against the plain Dijkstra of tests/support/reference_paths.h, written
// from the rules alone and sharing no code with the searches, on many random
// floors.

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <deque>
#include <vector>

#include "core/rng.h"
#include "support/random_floors.h"
#include "support/reference_paths.h"
#include "map/map.h"
#include "map/path_search.h"

namespace delve {
namespace {

// The fewest steps from one cell to another, or -1 when there is no way.
int plainFewestSteps(const Map& map, Point from, Point to) {
    if (from == to) {
        return 0;
    }
    if (testing::referenceCostOnto(map, to) < 0) {
        return -1;
    }
    const int width = map.width();
    std::vector<int> steps(static_cast<std::size_t>(width * map.height()), -1);
    std::deque<Point> waiting{from};
    steps[static_cast<std::size_t>(from.y * width + from.x)] = 0;
    while (!waiting.empty()) {
        const Point cell = waiting.front();
        waiting.pop_front();
        const int here = steps[static_cast<std::size_t>(cell.y * width + cell.x)];
        for (Point step : testing::kReferenceNeighbours) {
            const Point next = cell + step;
            if (testing::referenceCostOnto(map, next) < 0) {
                continue;
            }
            int& there = steps[static_cast<std::size_t>(next.y * width + next.x)];
            if (there < 0) {
                there = here + 1;
                if (next == to) {
                    return there;
                }
                waiting.push_back(next);
            }
        }
    }
    return -1;
}

// What walking `path` from `from` costs by a rule; -1 if it breaks it.
int walkedCost(const testing::CostOnto& costOnto, Point from, const std::vector<Point>& path) {
    int total = 0;
    for (Point cell : path) {
        const int across = cell.x - from.x;
        const int down = cell.y - from.y;
        const int onto = costOnto(cell);
        if (across < -1 || across > 1 || down < -1 || down > 1 || (across == 0 && down == 0) ||
            onto < 0) {
            return -1;
        }
        total += onto + (across != 0 && down != 0 ? 1 : 0);
        from = cell;
    }
    return total;
}

// Usually a cell someone could stand on, sometimes any cell at all.
Point randomEndpoint(Rng& rng, const Map& map) {
    Point cell = testing::randomCell(rng, map.width(), map.height());
    if (rng.chance(90)) {
        while (testing::referenceCostOnto(map, cell) < 0) {
            cell = testing::randomCell(rng, map.width(), map.height());
        }
    }
    return cell;
}

TEST(PathCrossCheck, EverySearchAgreesWithAPlainDijkstraOnRandomFloors) {
    Rng rng(20240611);
    PathFinder finder;
    long long aStarExpanded = 0;
    long long dijkstraExpanded = 0;
    long long breadthExpanded = 0;
    int found = 0;
    int searches = 0;
    std::uint64_t pathHash = 1469598103934665603ull;
    for (int floor = 0; floor < 300; ++floor) {
        const Map map = testing::randomFloor(rng, 60, 30,
                                             {{30, Terrain::Wall},
                                              {33, Terrain::Water},
                                              {35, Terrain::SecretDoor},
                                              {43, Terrain::ClosedDoor},
                                              {45, Terrain::OpenDoor},
                                              {47, Terrain::Blood}});
        const testing::CostOnto rule = testing::referenceRuleOn(map);
        const StepCosts costs = stepCostsFor(map);
        for (int pair = 0; pair < 4; ++pair) {
            const Point from = randomEndpoint(rng, map);
            const Point to = randomEndpoint(rng, map);
            const std::int64_t least =
                testing::referenceLeastCost(map.width(), map.height(), rule, from, to);
            const int fewest = plainFewestSteps(map, from, to);
            ++searches;
            SCOPED_TRACE(::testing::Message() << "floor " << floor << " from " << from.x << ","
                                              << from.y << " to " << to.x << "," << to.y);

            const PathResult aStar = finder.aStar(costs, from, to);
            const PathResult dijkstra = finder.dijkstra(costs, from, to);
            const PathResult breadth = finder.breadthFirst(costs, from, to);
            ASSERT_EQ(aStar.found, least >= 0);
            ASSERT_EQ(dijkstra.found, least >= 0);
            ASSERT_EQ(breadth.found, least >= 0);
            if (least >= 0) {
                ++found;
                EXPECT_EQ(aStar.cost, least);
                EXPECT_EQ(dijkstra.cost, least);
                EXPECT_EQ(walkedCost(rule, from, aStar.path), least);
                EXPECT_EQ(walkedCost(rule, from, dijkstra.path), least);
                EXPECT_EQ(static_cast<int>(breadth.path.size()), fewest);
                EXPECT_EQ(walkedCost(rule, from, breadth.path), breadth.cost);
                EXPECT_GE(breadth.cost, least);
                if (from != to) {
                    EXPECT_TRUE(aStar.path.back() == to);
                    EXPECT_TRUE(dijkstra.path.back() == to);
                    EXPECT_TRUE(breadth.path.back() == to);
                }
            }
            // Every cell A* looks around has a guess below the way's cost, so
            // Dijkstra, which looks at every cell nearer than the goal, looked
            // around it too.
            EXPECT_LE(aStar.expanded, dijkstra.expanded);
            aStarExpanded += aStar.expanded;
            dijkstraExpanded += dijkstra.expanded;
            breadthExpanded += breadth.expanded;
            for (Point cell : aStar.path) {
                pathHash = (pathHash ^ static_cast<std::uint64_t>(cell.y * 64 + cell.x)) *
                           1099511628211ull;
            }
        }
    }
    EXPECT_GT(found, searches / 2) << "the floors should mostly connect";
    EXPECT_LT(aStarExpanded * 3, dijkstraExpanded * 2) << "A* should save a third at least";
    // The exact ways chosen among equals are part of the rules (ties go toward
    // the goal, then by reading order): the same on every compiler.
    EXPECT_EQ(pathHash, 10414798045434854345ull);
    std::printf(
        "%d searches, %d found; cells expanded: A* %lld, Dijkstra %lld, breadth first %lld\n",
        searches, found, aStarExpanded, dijkstraExpanded, breadthExpanded);
}

// ---- Any costs a rule may give: from 1 to the most, and blocked ----

TEST(PathCrossCheck, AnyCostsARuleMayGiveStayCheapest) {
    Rng rng(99);
    PathFinder finder;
    int found = 0;
    for (int floor = 0; floor < 80; ++floor) {
        // Roads, swamps up to the dearest step, ground, and walls.
        const StepCosts costs = testing::randomCosts(
            rng, 40, 25, {{10, 1, 3}, {15, 1000, StepCosts::kMostCost - 999}, {75, 100, 150}});
        const testing::CostOnto rule = testing::costOntoFrom(costs);
        for (int pair = 0; pair < 4; ++pair) {
            const Point from = testing::randomCell(rng, 40, 25);
            const Point to = testing::randomCell(rng, 40, 25);
            const std::int64_t least =
                testing::referenceLeastCost(costs.width(), costs.height(), rule, from, to);
            SCOPED_TRACE(::testing::Message() << "floor " << floor << " from " << from.x << ","
                                              << from.y << " to " << to.x << "," << to.y);
            for (PathAlgorithm algorithm : {PathAlgorithm::AStar, PathAlgorithm::Dijkstra}) {
                const PathResult result = finder.find(algorithm, costs, from, to);
                ASSERT_EQ(result.found, least >= 0) << pathAlgorithmName(algorithm);
                if (!result.found) {
                    continue;
                }
                EXPECT_EQ(result.cost, least) << pathAlgorithmName(algorithm);
                // -1 for a step that is not to a neighbour or onto a blocked cell.
                ASSERT_EQ(walkedCost(rule, from, result.path), least)
                    << pathAlgorithmName(algorithm);
            }
            found += least > 0 ? 1 : 0;
        }
    }
    EXPECT_GT(found, 100);
}

}  // namespace
}  // namespace delve
