#include "game/bolts/bolt_rule.h"
#include "game/combat.h"

namespace delve {

namespace {

// A bolt of fire burns the first monster it reaches, and never misses.
void burn(World& world, Monster& monster, const BoltStrength& strength) {
    monster.hp -= strength.damage;
    world.event(GameEvent::Kind::Burned, monster.position);
    if (monster.hp <= 0) {
        killMonster(world, monster, MessageId::MonsterBurnsToDeath);
    } else {
        world.say(MessageId::MonsterBurned, about(monster));
    }
}

}  // namespace

extern const BoltRule kFireBolt{
    .word = "fire", .hurts = true, .flies = GameEvent::Kind::Burned, .strikes = burn};

}  // namespace delve
