#pragma once

// A plain Dijkstra written from the rules alone, to check the game's searches
// against. It shares no code with src/map/path*: a cell's cost comes from a
// function the test gives, and the search is a textbook priority queue.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <utility>
#include <vector>

#include "core/point.h"
#include "map/map.h"
#include "map/terrain.h"

namespace delve::testing {

// What stepping straight onto a cell costs, or -1 where no one can step. A
// diagonal step costs one more.
using CostOnto = std::function<int(Point)>;

// The game's rule: ground 100, a closed door two steps, -1 for the rest and
// off the map.
inline int referenceCostOnto(const Map& map, Point p) {
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

inline CostOnto referenceRuleOn(const Map& map) {
    return [&map](Point p) { return referenceCostOnto(map, p); };
}

// Any grid of step costs read as a rule (`isPassable` and `at`, as StepCosts
// has them), so a test can feed the reference the same costs as the search.
template <typename Costs>
CostOnto costOntoFrom(const Costs& costs) {
    return [&costs](Point p) { return costs.isPassable(p) ? costs.at(p) : -1; };
}

inline constexpr Point kReferenceNeighbours[] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0},
                                                 {1, 0},   {-1, 1}, {0, 1},  {1, 1}};

struct ReferenceGoal {
    Point at;
    std::int64_t value = 0;
};

// The least cost to every cell from the cheapest goal, in reading order.
struct ReferenceCosts {
    static constexpr std::int64_t kUnreached = std::numeric_limits<std::int64_t>::max();

    int width = 0;
    int height = 0;
    std::vector<std::int64_t> cost;

    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
    std::int64_t& at(Point p) { return cost[static_cast<std::size_t>(p.y * width + p.x)]; }
    std::int64_t at(Point p) const { return cost[static_cast<std::size_t>(p.y * width + p.x)]; }
};

// Multi-goal Dijkstra: each goal starts at its value, even on a cell no one
// may enter; goals off the grid are left out.
inline ReferenceCosts referenceSpread(int width, int height, const CostOnto& costOnto,
                                      const std::vector<ReferenceGoal>& goals) {
    ReferenceCosts best{width, height,
                        std::vector<std::int64_t>(static_cast<std::size_t>(width * height),
                                                  ReferenceCosts::kUnreached)};
    using Entry = std::pair<std::int64_t, int>;  // cost so far, cell index
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
    for (const ReferenceGoal& goal : goals) {
        if (best.contains(goal.at) && goal.value < best.at(goal.at)) {
            best.at(goal.at) = goal.value;
            open.push({goal.value, goal.at.y * width + goal.at.x});
        }
    }
    while (!open.empty()) {
        const auto [cost, index] = open.top();
        open.pop();
        const Point cell{index % width, index / width};
        if (cost > best.at(cell)) {
            continue;
        }
        for (Point step : kReferenceNeighbours) {
            const Point next = cell + step;
            const int onto = best.contains(next) ? costOnto(next) : -1;
            if (onto < 0) {
                continue;
            }
            const std::int64_t reach = cost + onto + (step.x != 0 && step.y != 0 ? 1 : 0);
            if (reach < best.at(next)) {
                best.at(next) = reach;
                open.push({reach, next.y * width + next.x});
            }
        }
    }
    return best;
}

// The least cost from one cell to another, or -1 when there is no way: the
// spread from `from` read at `to`. The start being the goal costs nothing; a
// goal no one may enter is never reached.
inline std::int64_t referenceLeastCost(int width, int height, const CostOnto& costOnto, Point from,
                                       Point to) {
    if (from == to) {
        return 0;
    }
    if (costOnto(to) < 0) {
        return -1;
    }
    const std::int64_t cost = referenceSpread(width, height, costOnto, {{from, 0}}).at(to);
    return cost == ReferenceCosts::kUnreached ? -1 : cost;
}

}  // namespace delve::testing
