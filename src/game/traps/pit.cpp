#include "game/combat.h"
#include "game/floor_entry.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// The hero falls to the floor below and is hurt by the fall; a monster
// falls out of the hero's story. On the deepest floor there is nowhere to
// fall, and the generator puts no pit there.
void fall(World& world, Actor& actor, Point) {
    if (!world.isHero(actor)) {
        actor.hp = 0;  // gone below: no kill, no experience
        return;
    }
    const int damage = world.rules->trap(TrapKind::Pit).damage.roll(world.rng);
    if (world.stage.depth() < world.plan().deepest()) {
        goToFloor(world, world.stage.depth() + 1);
    }
    hurtHero(world, damage, MessageId::KilledByFall);
}

}  // namespace

extern const TrapRule kPitRule{.springs = fall, .needsFloorBelow = true};

}  // namespace delve
