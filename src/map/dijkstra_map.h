#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "core/point.h"
#include "map/path_costs.h"
#include "map/path_queue.h"
#include "map/path_steps.h"

namespace delve {

class Map;

// A cell the map spreads from, and the value it starts with: 0 for a plain
// goal, more for one the walker should care less about, less (down to about
// minus a billion) for one it should care more about.
struct DijkstraGoal {
    Point at;
    int value = 0;
};

// For every cell of a floor, what it costs to get there from the nearest of
// some goals (plus that goal's starting value), spreading out from all of
// them at once with the same costs as the path searches: each step costs the
// cell it enters, a diagonal one kDiagonalExtra more, and a goal's own cell
// costs nothing to leave even when it cannot be entered (the hero a monster
// hunts stands on a cell monsters may not enter). Walking downhill from any
// cell leads to the nearest goal by the cheapest way: the many-goals partner
// of A*, for exploring toward the nearest unseen edge or hunting the hero.
//
// Like PathFinder, one DijkstraMap keeps its storage from one computation to
// the next.
class DijkstraMap {
  public:
    // The value of a cell no goal reaches, and of every cell off the floor.
    static constexpr int kUnreached = std::numeric_limits<int>::max();

    // Goals off the floor are ignored; a cell that is two goals keeps the
    // lower value.
    void compute(const StepCosts& costs, std::span<const DijkstraGoal> goals);
    // Every goal starts at 0.
    void compute(const StepCosts& costs, std::span<const Point> goals);
    // One goal, at 0: the hero a monster hunts.
    void compute(const StepCosts& costs, Point goal);

    // The same map, every goal at 0, spread only as far as it is asked
    // about: begin, then settle each cell before reading around it. The
    // hunters' map on a large floor is then as large as the ring that holds
    // the hunters, not the whole floor, and explore's reaches no further
    // than the nearest edge. Every value read after settling is
    // the one compute gives; `costs` must be the same, unchanged, each time.
    void begin(const StepCosts& costs, std::span<const Point> goals);
    void begin(const StepCosts& costs, Point goal);
    // Spreads until downhill(cell) reads only final values: those of `cell`
    // and of every neighbour lower than it.
    void settleAround(const StepCosts& costs, Point cell);
    // Spreads the rest of the way: the whole map, as compute makes it.
    void settleAll(const StepCosts& costs) { spread(costs); }

    // Stepping onto `cell` became cheaper, or possible (a door opened): the
    // values that falls lowers are lowered where the map has spread, and the
    // rest will spread with the new cost, so every value read after settling
    // is still the one compute would give with `costs`, which already hold
    // the new cost. False when the map cannot follow (a step cheaper than its
    // bands): begin again.
    bool costFell(const StepCosts& costs, Point cell);

    int width() const { return width_; }
    int height() const { return height_; }
    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }

    int at(Point p) const {
        return contains(p) ? values_[static_cast<std::size_t>(paddedIndex(p))] : kUnreached;
    }
    bool reached(Point p) const { return at(p) != kUnreached; }

    // The neighbour to step to from `from`, downhill toward the nearest goal:
    // of the neighbours lower than `from`, the one whose value plus the
    // diagonal extra of the step is least, which begins a cheapest walk. Of
    // equals a straight step wins, so walkers go straight where they can.
    // Nothing when no neighbour is lower: `from` is a goal, a bottom, or cut
    // off. A cell no goal reached (a wall) may still step down to a neighbour.
    std::optional<Point> downhill(Point from) const;

    // How many cells the last computation spread from.
    int expanded() const { return expanded_; }

  private:
    void start(const StepCosts& costs, int lowestGoal);
    void addGoal(Point at, int value);
    void spread(const StepCosts& costs);
    // Spreads a band of values at a time, each band making its values and
    // every lower one final, until the cell at `stopAt` has its final value
    // or nothing is left to spread (never stopping early for -1).
    void spreadUntil(const StepCosts& costs, int stopAt);
    // Whether the cell at `index` has its final value and has spread from it.
    bool isFinal(int index) const;
    // Lowers a cell's value to `value`, reached by step `d`: a final cell
    // goes on `lowered` to spread again, a waiting one into the queue.
    void lower(int index, int value, std::size_t d, std::vector<std::uint64_t>& lowered);
    // Rounded down, below zero too (goals may start below zero): C++20's >>
    // of a negative number is an arithmetic shift.
    int bandOf(int value) const { return value >> bandShift_; }
    int paddedIndex(Point p) const { return (p.y + 1) * (width_ + 2) + p.x + 1; }

    int width_ = 0;
    int height_ = 0;
    int expanded_ = 0;
    // The last band spread from: values up to its end are final. Once the
    // queue is empty every value is.
    int bandsDone_ = 0;
    bool whole_ = true;
    // A band of values the queue takes at once is 2^bandShift_ wide: the
    // widest power of two no wider than the cheapest step, so finding a band
    // is a shift, not a division, on every step the spread tries.
    int bandShift_ = 0;
    // In the costs' bordered layout, so the border reads as unreached.
    std::vector<int> values_;
    // The direction of the step by which each cell got its value, so that
    // spreading from it need not try again what its neighbour tried, with
    // kSpread added once it has spread. Written with every value, so it
    // needs no clearing between computations.
    std::vector<StepTaken> cameBy_;
    static constexpr unsigned kSpread = 0x80;
    // Added to a value to order it as an unsigned number (values may be
    // below zero).
    static constexpr std::int64_t kValueBias = std::int64_t{1} << 31;
    // Entries are cells' indices, by band of values; which cell of a band
    // spreads first changes no value.
    PathQueue<std::uint32_t, false> queue_;
};

// A map of the floor as it is toward `goals`, each starting at 0.
DijkstraMap dijkstraMapFor(const Map& map, std::span<const Point> goals);

}  // namespace delve
