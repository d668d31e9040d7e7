#include "game/combat.h"
#include "game/deeds/deed.h"

namespace delve {

DeedResult Strike::perform(World& world, Actor& actor) const {
    if (!world.isHero(actor)) {
        auto& monster = static_cast<Monster&>(actor);
        // Confused, its blow goes wild at even odds, as the hero's steps
        // go astray (deeds/walk.cpp; her blows are steps).
        if (monster.conditions.has(ConditionKind::Confused) && world.rng.chance(50)) {
            if (world.canSee(monster)) {
                world.say(MessageId::MonsterFlails, about(monster));
            }
            return DeedResult::done();
        }
        monsterStrikes(world, monster);
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
