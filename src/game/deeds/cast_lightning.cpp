#include "game/combat.h"
#include "game/deeds/deed.h"
#include "game/ranged.h"

namespace delve {

DeedResult CastLightning::perform(World& world, Actor&) const {
    Hero& hero = world.hero;
    if (const auto why = cannotCast(hero)) {
        world.say(*why, MessageArguments{}.withNumber(kLightningMana));
        return DeedResult::refused();
    }
    if (target == hero.position) {
        world.say(MessageId::CannotAimAtSelf);
        return DeedResult::refused();
    }
    const std::vector<Point> bolt = lightningCells(world, target);
    if (bolt.empty()) {
        world.say(MessageId::CannotAimThere);
        return DeedResult::refused();
    }
    hero.mana -= kLightningMana;
    world.say(MessageId::LightningCast);
    // One roll for the whole bolt: every monster it passes takes the same.
    const int damage = kLightningDamage.roll(world.rng);
    for (Point cell : bolt) {
        world.event(GameEvent::Kind::LightningLit, cell);
        if (Monster* monster = world.stage.monsterAt(cell)) {
            lightningStrikes(world, *monster, damage);
        }
    }
    boltEnds(world, target, kLightningRange, bolt.size());
    return DeedResult::done();
}

}  // namespace delve
