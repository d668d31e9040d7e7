#include "game/places.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// Somewhere else on the floor that the actor could stand; it stays put if
// there is nowhere.
void whisk(World& world, Actor& actor, Point) {
    const auto to = freeCellAnywhere(world);
    if (!to) {
        return;
    }
    if (world.isHero(actor)) {
        actor.position = *to;
        world.updateSight();
    } else {
        world.stage.move(static_cast<Monster&>(actor), *to);
    }
}

}  // namespace

extern const TrapRule kTeleportRule{.springs = whisk};

}  // namespace delve
