// A* against a plain Dijkstra written here from the rules alone, sharing no
// code with the searches, on many random floors.

#include <gtest/gtest.h>

#include <climits>
#include <cstdio>
#include <deque>
#include <functional>
#include <queue>
#include <utility>
#include <vector>

#include "core/rng.h"
#include "world/map.h"
#include "world/path_search.h"

namespace delve {
namespace {

// What stepping straight onto a cell costs by the rules, or -1 where no one
// can step: ground 100, a closed door two steps.
int costOnto(const Map& map, Point p) {
    if (!map.contains(p)) {
        return -1;
    }
    switch (map.terrain(p)) {
        case Terrain::Floor:
        case Terrain::OpenDoor:
        case Terrain::StairsDown:
        case Terrain::Blood:
            return 100;
        case Terrain::ClosedDoor:
            return 200;
        default:
            return -1;
    }
}

constexpr Point kNeighbours[] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0},
                                 {1, 0},   {-1, 1}, {0, 1},  {1, 1}};

// The least cost from one cell to another, or -1 when there is no way.
int plainLeastCost(const Map& map, Point from, Point to) {
    if (from == to) {
        return 0;
    }
    if (costOnto(map, to) < 0) {
        return -1;
    }
    const int width = map.width();
    std::vector<int> best(static_cast<std::size_t>(width * map.height()), INT_MAX);
    using Entry = std::pair<int, int>;  // cost so far, cell index
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
    best[static_cast<std::size_t>(from.y * width + from.x)] = 0;
    open.push({0, from.y * width + from.x});
    while (!open.empty()) {
        const auto [cost, index] = open.top();
        open.pop();
        if (cost > best[static_cast<std::size_t>(index)]) {
            continue;
        }
        const Point cell{index % width, index / width};
        if (cell == to) {
            return cost;
        }
        for (Point step : kNeighbours) {
            const Point next = cell + step;
            const int onto = costOnto(map, next);
            if (onto < 0) {
                continue;
            }
            const int nextCost = cost + onto + (step.x != 0 && step.y != 0 ? 1 : 0);
            const auto nextIndex = static_cast<std::size_t>(next.y * width + next.x);
            if (nextCost < best[nextIndex]) {
                best[nextIndex] = nextCost;
                open.push({nextCost, next.y * width + next.x});
            }
        }
    }
    return -1;
}

// The fewest steps from one cell to another, or -1 when there is no way.
int plainFewestSteps(const Map& map, Point from, Point to) {
    if (from == to) {
        return 0;
    }
    if (costOnto(map, to) < 0) {
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
        for (Point step : kNeighbours) {
            const Point next = cell + step;
            if (costOnto(map, next) < 0) {
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

// What walking `path` from `from` costs by the rules; -1 if it breaks them.
int walkedCost(const Map& map, Point from, const std::vector<Point>& path) {
    int total = 0;
    for (Point cell : path) {
        const int across = cell.x - from.x;
        const int down = cell.y - from.y;
        const int onto = costOnto(map, cell);
        if (across < -1 || across > 1 || down < -1 || down > 1 || (across == 0 && down == 0) ||
            onto < 0) {
            return -1;
        }
        total += onto + (across != 0 && down != 0 ? 1 : 0);
        from = cell;
    }
    return total;
}

Map randomFloor(Rng& rng, int width, int height) {
    Map map(width, height);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const std::uint32_t roll = rng.below(100);
            Terrain terrain = Terrain::Floor;
            if (roll < 30) {
                terrain = Terrain::Wall;
            } else if (roll < 33) {
                terrain = Terrain::Water;
            } else if (roll < 35) {
                terrain = Terrain::SecretDoor;
            } else if (roll < 43) {
                terrain = Terrain::ClosedDoor;
            } else if (roll < 45) {
                terrain = Terrain::OpenDoor;
            } else if (roll < 47) {
                terrain = Terrain::Blood;
            }
            map.setTerrain({x, y}, terrain);
        }
    }
    return map;
}

Point randomCell(Rng& rng, const Map& map) {
    return {static_cast<int>(rng.below(static_cast<std::uint32_t>(map.width()))),
            static_cast<int>(rng.below(static_cast<std::uint32_t>(map.height())))};
}

// Usually a cell someone could stand on, sometimes any cell at all.
Point randomEndpoint(Rng& rng, const Map& map) {
    Point cell = randomCell(rng, map);
    if (rng.chance(90)) {
        while (costOnto(map, cell) < 0) {
            cell = randomCell(rng, map);
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
        const Map map = randomFloor(rng, 60, 30);
        const StepCosts costs = stepCostsFor(map);
        for (int pair = 0; pair < 4; ++pair) {
            const Point from = randomEndpoint(rng, map);
            const Point to = randomEndpoint(rng, map);
            const int least = plainLeastCost(map, from, to);
            const int fewest = plainFewestSteps(map, from, to);
            ++searches;
            SCOPED_TRACE(testing::Message() << "floor " << floor << " from " << from.x << ","
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
                EXPECT_EQ(walkedCost(map, from, aStar.path), least);
                EXPECT_EQ(walkedCost(map, from, dijkstra.path), least);
                EXPECT_EQ(static_cast<int>(breadth.path.size()), fewest);
                EXPECT_EQ(walkedCost(map, from, breadth.path), breadth.cost);
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

}  // namespace
}  // namespace delve
