#include <optional>

#include "game/deeds/deed.h"
#include "game/moves/move_rule.h"

namespace delve {

namespace {

// The free neighbouring cell farthest from the hero, if it is farther than
// where the monster stands; the first such in the order of the directions.
std::optional<Point> stepBack(const World& world, const Monster& monster) {
    const Point hero = world.hero.position;
    std::optional<Point> best;
    int bestDistance = chebyshevDistance(monster.position, hero);
    for (Direction direction : kAllDirections) {
        const Point cell = monster.position + offset(direction);
        const int distance = chebyshevDistance(cell, hero);
        if (distance > bestDistance && world.map().isWalkable(cell) &&
            world.stage.monsterAt(cell) == nullptr && world.stage.trapAt(cell) == nullptr) {
            best = cell;
            bestDistance = distance;
        }
    }
    return best;
}

}  // namespace

// Cornered, it has nowhere to step back to, and fights.
bool fits(const World& world, const Monster& monster, const KeepDistance& move) {
    return chebyshevDistance(monster.position, world.hero.position) <= move.distance &&
           world.monsterSeesHero(monster) && stepBack(world, monster).has_value();
}

void use(World& world, Monster& monster, const KeepDistance&) {
    if (const auto to = stepBack(world, monster)) {
        perform(world, monster, Walk{directionOfStep(monster.position, *to)});
    }
}

}  // namespace delve
