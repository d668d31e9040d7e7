#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// Somewhere else on the floor that the actor could stand, with no one and
// no trap there; it stays put if a hundred tries find none.
void whisk(World& world, Actor& actor, Point) {
    const Map& map = world.map();
    for (int attempt = 0; attempt < 100; ++attempt) {
        const Point to{world.rng.roll(0, map.width() - 1), world.rng.roll(0, map.height() - 1)};
        if (!map.isWalkable(to) || world.stage.monsterAt(to) != nullptr ||
            to == world.hero.position || world.stage.trapAt(to) != nullptr) {
            continue;
        }
        if (world.isHero(actor)) {
            actor.position = to;
            world.updateSight();
        } else {
            world.stage.move(static_cast<Monster&>(actor), to);
        }
        return;
    }
}

bool anyFloor(int) {
    return true;
}

}  // namespace

extern const TrapRule kTeleportRule{.springs = whisk, .fitsFloor = anyFloor};

}  // namespace delve
