#include <algorithm>

#include "game/properties/property.h"

namespace delve {

namespace {

// A third of the health the blow took (at least a point) comes back to the
// hero, up to her most.
bool drain(World& world, Monster&, int dealt) {
    Hero& hero = world.hero;
    if (hero.hp >= hero.maxHp) {
        return false;
    }
    hero.hp = std::min(hero.hp + std::max(dealt / 3, 1), hero.maxHp);
    world.event(GameEvent::Kind::Healed, hero.position);
    return true;
}

}  // namespace

extern const PropertyRule kDrainingRule{.on = ItemClass::Weapon, .afterBlow = drain};

}  // namespace delve
