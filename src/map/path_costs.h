#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

#include "core/point.h"
#include "map/terrain.h"

namespace delve {

class Map;

// Costs are whole numbers of hundredths of a step: exact, unlike fractions.
// A diagonal step costs a hundredth more than a straight one, so among ways
// with as many steps the one with the fewest diagonals is cheapest and a
// walker goes straight where it can. It would take a hundred diagonals to
// outweigh one extra step, so the hundredth only ever settles ties.
inline constexpr int kStepCost = 100;
inline constexpr int kDiagonalExtra = 1;
// A closed door takes a step to open and a step to walk into.
inline constexpr int kDoorSteps = 2;

// The cost of stepping straight onto a cell of this terrain, or 0 when no one
// can: walls, water and secret doors (which look like wall) are in the way.
int stepCostOnto(Terrain terrain);

// What each cell of a floor costs to step onto, as the searches see it: 0
// for a cell that cannot be entered, else the cost of a straight step onto it
// (a diagonal step costs kDiagonalExtra more). The game builds one per rule:
// the floor as it is, the floor as the hero knows it, the floor with monsters
// in the way. Searches take it by reference and never copy it. The cost of a
// whole way must stay below 2^31, which the floors of a game are far from.
//
// The cells are stored with a border of blocked cells all round, so a search
// can look at all eight neighbours of any cell without checking the edges.
class StepCosts {
  public:
    static constexpr int kBlocked = 0;
    static constexpr int kMostCost = 65535;
    // Squared distances between cells must fit in 32 bits.
    static constexpr int kMostSide = 32767;

    StepCosts() = default;
    // Every cell blocked. Neither side may be longer than kMostSide.
    StepCosts(int width, int height);

    // Asks `rule(Point)` for the cost of every cell of a width x height floor.
    template <class Rule>
    static StepCosts fromRule(int width, int height, Rule&& rule) {
        StepCosts costs(width, height);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                costs.set({x, y}, rule(Point{x, y}));
            }
        }
        return costs;
    }

    int width() const { return width_; }
    int height() const { return height_; }
    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }

    // The cost of a straight step onto p; kBlocked for cells off the floor.
    int at(Point p) const { return contains(p) ? cells_[paddedIndex(p)] : kBlocked; }
    bool isPassable(Point p) const { return at(p) != kBlocked; }

    // cost is kBlocked or from 1 to kMostCost.
    void set(Point p, int cost);
    void block(Point p) { set(p, kBlocked); }

    // No passable cell costs less than this, so guesses built on it are never
    // too much. It only ever falls, so raising a cost keeps it a safe bound.
    int cheapestStep() const { return cheapestStep_; }
    // No cell costs more than this; it only ever rises.
    int dearestStep() const { return dearestStep_; }

    // The bordered layout the searches walk: row length width() + 2, the
    // floor's cell (x, y) at (x + 1, y + 1).
    int paddedWidth() const { return width_ + 2; }
    int paddedSize() const { return static_cast<int>(cells_.size()); }
    int paddedIndex(Point p) const { return (p.y + 1) * paddedWidth() + p.x + 1; }
    const std::uint16_t* paddedCells() const { return cells_.data(); }
    // For each cell, a bit for each direction (kAllDirections' order) whose
    // neighbour is passable, so a search tries only the steps it could take.
    const std::uint8_t* paddedPassableSides() const { return passableSides_.data(); }

    friend bool operator==(const StepCosts&, const StepCosts&) = default;

  private:
    int width_ = 0;
    int height_ = 0;
    int cheapestStep_ = kStepCost;
    int dearestStep_ = kStepCost;
    std::vector<std::uint16_t> cells_;
    std::vector<std::uint8_t> passableSides_;
};

// The floor as it is: ground costs a step, a closed door kDoorSteps.
StepCosts stepCostsFor(const Map& map);

// The least a way between two cells could cost with nothing in the way, when
// no step onto a cell costs less than `cheapestStep`: the longer of the two
// distances in steps, plus the extra for the diagonals it takes (one for each
// cell of the shorter distance). It is never too much, which A* needs.
constexpr int octileGuess(Point a, Point b, int cheapestStep = kStepCost) {
    const int across = a.x > b.x ? a.x - b.x : b.x - a.x;
    const int down = a.y > b.y ? a.y - b.y : b.y - a.y;
    return across > down ? across * cheapestStep + down * kDiagonalExtra
                         : down * cheapestStep + across * kDiagonalExtra;
}

}  // namespace delve
