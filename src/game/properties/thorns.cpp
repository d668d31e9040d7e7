#include "game/combat.h"
#include "game/properties/property.h"

namespace delve {

namespace {

// What struck the wearer is pricked for 1d3 (its death is the hero's kill).
constexpr Dice kThornDamage{1, 3, 0};

bool prick(World& world, Monster& monster) {
    if (!monster.alive()) {
        return false;
    }
    world.say(MessageId::ThornsPrick, about(monster));
    hurtActor(world, monster, kThornDamage.roll(world.rng), MessageId::KilledBy);
    return true;
}

}  // namespace

extern const PropertyRule kThornsRule{.on = ItemClass::Armour, .whenStruck = prick};

}  // namespace delve
