#include "sim/flight.h"

#include <algorithm>

#include "core/direction.h"
#include "game/stage.h"

namespace delve {

std::vector<Point> positionsOf(std::span<const Monster* const> monsters) {
    std::vector<Point> cells;
    for (const Monster* monster : monsters) {
        cells.push_back(monster->position);
    }
    return cells;
}

std::optional<Point> fleeStep(const StepCosts& known, const Stage& stage, Point hero,
                              std::span<const Point> foes, DijkstraMap& fromFoes,
                              DijkstraMap& safety) {
    fromFoes.compute(known, foes);
    std::vector<DijkstraGoal> goals;
    for (int y = 0; y < known.height(); ++y) {
        for (int x = 0; x < known.width(); ++x) {
            const Point cell{x, y};
            if (known.isPassable(cell) && fromFoes.reached(cell)) {
                goals.push_back({cell, -fromFoes.at(cell) * 6 / 5});
            }
        }
    }
    safety.compute(known, std::span<const DijkstraGoal>(goals));
    std::optional<Point> best;
    int bestValue = safety.at(hero);
    for (Direction d : kAllDirections) {
        const Point cell = hero + offset(d);
        if (!known.isPassable(cell) || stage.monsterAt(cell) != nullptr || !safety.reached(cell)) {
            continue;
        }
        // A step that ends beside a foe only gives it a blow for nothing.
        const auto beside = [cell](Point foe) { return chebyshevDistance(cell, foe) <= 1; };
        if (std::ranges::any_of(foes, beside)) {
            continue;
        }
        if (safety.at(cell) < bestValue) {
            bestValue = safety.at(cell);
            best = cell;
        }
    }
    return best;
}

bool outruns(const Hero& hero, const std::vector<Point>& route,
             std::span<const Monster* const> foes) {
    for (std::size_t i = 0; i < route.size(); ++i) {
        // Steps the hero has taken on reaching this cell, in hundredths of
        // a turn at normal speed.
        const int heroTime = static_cast<int>(i + 1) * kNormalSpeed * 100 / std::max(hero.speed, 1);
        for (const Monster* foe : foes) {
            // A foe one step from the cell strikes her as she passes.
            const int foeSteps = std::max(chebyshevDistance(foe->position, route[i]) - 1, 0);
            const int foeTime = foeSteps * kNormalSpeed * 100 / std::max(foe->speed, 1);
            if (foeTime < heroTime) {
                return false;
            }
        }
    }
    return true;
}

}  // namespace delve
