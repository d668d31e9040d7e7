#include "game/combat.h"
#include "game/deeds/deed.h"

namespace delve {

DeedResult Strike::perform(World& world, Actor& actor) const {
    if (!world.isHero(actor)) {
        monsterStrikes(world, static_cast<Monster&>(actor));
        return DeedResult::done();
    }
    Monster* monster = world.stage.monsterAt(target);
    if (monster == nullptr) {
        return DeedResult::refused();
    }
    heroStrikes(world, *monster);
    return DeedResult::done();
}

}  // namespace delve
