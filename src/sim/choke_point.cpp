#include "sim/choke_point.h"

#include <algorithm>
#include <limits>
#include <vector>

#include "core/direction.h"

namespace delve {

namespace {

int nearestFoe(Point cell, std::span<const Point> foes) {
    int nearest = std::numeric_limits<int>::max();
    for (Point foe : foes) {
        nearest = std::min(nearest, chebyshevDistance(cell, foe));
    }
    return nearest;
}

}  // namespace

int openSides(const StepCosts& known, Point cell) {
    int sides = 0;
    for (Direction d : kAllDirections) {
        const Point next = cell + offset(d);
        if (known.isPassable(next)) {
            ++sides;
        }
    }
    return sides;
}

std::optional<Point> stepToChoke(const StepCosts& known, Point hero, std::span<const Point> foes,
                                 int most) {
    if (openSides(known, hero) <= 2) {
        return hero;
    }
    // A walk outward a ring of steps at a time, each cell remembering the
    // first step that led to it.
    struct Reached {
        Point cell;
        Point firstStep;
    };
    std::vector<Reached> ring{{hero, hero}};
    std::vector<Point> seen{hero};
    std::optional<Reached> best;
    int bestMargin = 0;
    for (int steps = 1; steps <= most && !best; ++steps) {
        std::vector<Reached> next;
        for (const Reached& from : ring) {
            for (Direction d : kAllDirections) {
                const Point cell = from.cell + offset(d);
                if (!known.isPassable(cell) || std::ranges::count(seen, cell) > 0 ||
                    std::ranges::count(foes, cell) > 0) {
                    continue;
                }
                seen.push_back(cell);
                const Reached reached{cell, steps == 1 ? cell : from.firstStep};
                next.push_back(reached);
                const int margin = nearestFoe(cell, foes) - steps;
                if (margin > 0 && openSides(known, cell) <= 2 && (!best || margin > bestMargin)) {
                    best = reached;
                    bestMargin = margin;
                }
            }
        }
        ring = std::move(next);
    }
    if (!best) {
        return std::nullopt;
    }
    return best->firstStep;
}

}  // namespace delve
