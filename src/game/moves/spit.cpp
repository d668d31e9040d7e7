#include "game/combat.h"
#include "game/conditions/condition_rule.h"
#include "game/moves/move_rule.h"

namespace delve {

bool fits(const World& world, const Monster& monster, const Spit& move) {
    return clearShot(world, monster, move.range);
}

// It flies like a thrown dart, and finds the hero as a blow would.
void use(World& world, Monster& monster, const Spit& move) {
    world.say(MessageId::MonsterSpits, about(monster));
    for (Point cell : shotCells(world, monster, move.range)) {
        world.event(GameEvent::Kind::MissileFlew, cell);
    }
    if (!monsterAims(world, monster)) {
        world.event(GameEvent::Kind::MonsterMissed, world.hero.position);
        world.say(MessageId::SpitMisses);
        return;
    }
    world.say(MessageId::SpitHits);
    monsterHurtsHero(world, monster, move.damage.roll(world.rng));
    if (world.hero.alive() && move.turns > 0) {
        putCondition(world, world.hero, move.condition, move.turns);
    }
}

}  // namespace delve
