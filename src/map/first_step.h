#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/direction.h"
#include "core/point.h"
#include "map/path_costs.h"
#include "map/path_steps.h"

namespace delve {

// The walk from a cell to the nearest of some goals that walking downhill on
// a Dijkstra map toward those goals takes, step after step (DijkstraMap::
// downhill), found by searching out from the cell instead of spreading in
// from every goal. It costs what the cells nearer than the nearest goal
// cost, not the whole floor: on a wide floor with a long edge of the unseen,
// the difference between a step and a second.
//
// Why it is the same walk. On the map, a cell's value is the cheapest walk
// from it to a goal, each step costing what the cell it leaves costs (plus
// the diagonal extra): spreading from a goal onto a cell adds that cell's
// cost. downhill takes, of the neighbours lower than the cell, the one
// whose value plus the step's diagonal extra is least, the first of equals
// in kStraightFirst's order; that sum plus the cell's own cost is the cost
// of the cheapest walk through that neighbour. So downhill steps along the
// cheapest walks to the nearest goals. This search costs every cell from
// the start out to the nearest goals, then marks, from those goals back,
// the cells that lie on a cheapest walk to them; from any marked cell the
// marked neighbours reached through it at their least cost are exactly the
// neighbours downhill weighs, and of those it takes the first in order.
class FirstStepSearch {
  public:
    // The walk, the first step first and a goal last, into `walk`; empty
    // when `from` is a goal itself or no goal can be reached. `isGoal(Point)`
    // says whether a cell of the floor is a goal. While the costs and the
    // goals stay the same, each step of it is the step downhill from the
    // cell before.
    template <class IsGoal>
    void walk(const StepCosts& costs, Point from, const IsGoal& isGoal, std::vector<Point>& walk);

    // How many cells the last search took.
    int expanded() const { return static_cast<int>(taken_.size()); }

  private:
    struct Cell {
        std::uint32_t visit = 0;  // the search that last reached it
        int cost = 0;
        bool taken = false;
        bool onTheWay = false;  // on a cheapest walk to the nearest goals
    };

    void prepare(const StepCosts& costs);
    // Offers the cell at `index` a walk of `cost`.
    void offer(int index, int cost);
    // The cell at `index`, reached by this search and taken.
    bool taken(int index) const {
        const Cell& cell = cells_[static_cast<std::size_t>(index)];
        return cell.visit == visit_ && cell.taken;
    }

    std::vector<Cell> cells_;
    // Entries are a cost in the high half and a cell's index in the low.
    std::vector<std::uint64_t> queue_;
    // The cells taken, in the order taken: cheapest first.
    std::vector<int> taken_;
    std::uint32_t visit_ = 0;
};

template <class IsGoal>
void FirstStepSearch::walk(const StepCosts& costs, Point from, const IsGoal& isGoal,
                           std::vector<Point>& walk) {
    walk.clear();
    taken_.clear();
    if (!costs.contains(from) || isGoal(from)) {
        return;
    }
    prepare(costs);
    const int width = costs.paddedWidth();
    const std::array<int, 8> offsets = stepOffsets(width);
    const std::uint16_t* stepCosts = costs.paddedCells();
    const std::uint8_t* passable = costs.paddedPassableSides();
    const auto pointOf = [width](int index) { return Point{index % width - 1, index / width - 1}; };
    // A step may end on a passable cell, or on a goal that is not (a thing
    // lying on a known trap), whose value is still 0 on the map.
    const auto stepsFrom = [&](int index) {
        unsigned steps = passable[index];
        for (unsigned blocked = ~steps & 0xffu; blocked != 0; blocked &= blocked - 1) {
            const auto d = static_cast<std::size_t>(std::countr_zero(blocked));
            const Point next = pointOf(index + offsets[d]);
            if (costs.contains(next) && isGoal(next)) {
                steps |= 1u << d;
            }
        }
        return steps;
    };
    // The start's own cost is left out of every walk alike: it is the same
    // whichever step is taken first.
    const int start = costs.paddedIndex(from);
    for (unsigned steps = stepsFrom(start); steps != 0; steps &= steps - 1) {
        const auto d = static_cast<std::size_t>(std::countr_zero(steps));
        offer(start + offsets[d], kExtraFor[d]);
    }
    std::optional<int> nearest;
    while (!queue_.empty()) {
        std::pop_heap(queue_.begin(), queue_.end(), std::greater<>());
        const std::uint64_t entry = queue_.back();
        queue_.pop_back();
        const auto index = static_cast<int>(entry & 0xffffffffu);
        const auto cost = static_cast<int>(entry >> 32);
        Cell& cell = cells_[static_cast<std::size_t>(index)];
        if (cell.taken || cost != cell.cost) {
            continue;  // taken already, or reached more cheaply since
        }
        if (nearest && cost > *nearest) {
            break;
        }
        cell.taken = true;
        taken_.push_back(index);
        if (isGoal(pointOf(index))) {
            // Goals as near as the nearest are as good an end.
            nearest = cost;
            cell.onTheWay = true;
            continue;
        }
        for (unsigned steps = stepsFrom(index); steps != 0; steps &= steps - 1) {
            const auto d = static_cast<std::size_t>(std::countr_zero(steps));
            offer(index + offsets[d], cost + stepCosts[index] + kExtraFor[d]);
        }
    }
    queue_.clear();
    if (!nearest) {
        return;
    }
    // The step from `index` onto its neighbour `d`, if that neighbour is on
    // the way and reached through it at its least cost; `leaving` is what
    // leaving `index` costs (nothing for the start).
    const auto stepsOnTheWay = [&](int index, int cost, int leaving, std::size_t d) {
        const int next = index + offsets[d];
        const Cell& cell = cells_[static_cast<std::size_t>(next)];
        return taken(next) && cell.onTheWay && cell.cost == cost + leaving + kExtraFor[d];
    };
    // Back from the goals: a cell is on the way when a step of its leads on
    // along it. Cheaper cells come later in this order, so each is judged
    // after every cell it could step onto.
    for (auto at = taken_.rbegin(); at != taken_.rend(); ++at) {
        Cell& cell = cells_[static_cast<std::size_t>(*at)];
        for (unsigned steps = stepsFrom(*at); steps != 0 && !cell.onTheWay; steps &= steps - 1) {
            const auto d = static_cast<std::size_t>(std::countr_zero(steps));
            cell.onTheWay = stepsOnTheWay(*at, cell.cost, stepCosts[*at], d);
        }
    }
    // Forward from the start, the first step on the way in downhill's order.
    int at = start;
    int cost = 0;
    int leaving = 0;
    do {
        const unsigned steps = stepsFrom(at);
        const auto next = std::ranges::find_if(kStraightFirst, [&](Direction d) {
            const auto bit = static_cast<std::size_t>(d);
            return (steps & (1u << bit)) != 0 && stepsOnTheWay(at, cost, leaving, bit);
        });
        if (next == kStraightFirst.end()) {
            walk.clear();  // never: a cell on the way always leads on
            return;
        }
        at += offsets[static_cast<std::size_t>(*next)];
        const Cell& reached = cells_[static_cast<std::size_t>(at)];
        cost = reached.cost;
        leaving = stepCosts[at];
        walk.push_back(pointOf(at));
    } while (!isGoal(walk.back()));
}

}  // namespace delve
