#include "game/aim.h"
#include "game/moves/move_rule.h"

namespace delve {

bool useAMove(World& world, Monster& monster) {
    for (const MonsterMove& move : monster.kind->moves) {
        const bool used = std::visit(
            [&](const auto& effect) {
                // A sure move asks no dice, so a kind's blows keep their rolls.
                if (!fits(world, monster, effect) ||
                    (move.chance < 100 && !world.rng.chance(move.chance))) {
                    return false;
                }
                use(world, monster, effect);
                return true;
            },
            move.effect);
        if (used) {
            return true;
        }
    }
    return false;
}

std::vector<Point> shotCells(const World& world, const Monster& monster, int range) {
    return missileFlight(world.map(), monster.position, world.hero.position, range,
                         [&](Point cell) { return world.stage.monsterAt(cell) != nullptr; });
}

bool clearShot(const World& world, const Monster& monster, int range) {
    const int distance = chebyshevDistance(monster.position, world.hero.position);
    if (distance < 2 || distance > range || !world.canSee(monster) ||
        !world.monsterSeesHero(monster)) {
        return false;
    }
    const std::vector<Point> cells = shotCells(world, monster, range);
    return !cells.empty() && cells.back() == world.hero.position;
}

}  // namespace delve
