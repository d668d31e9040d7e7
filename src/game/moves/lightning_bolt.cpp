#include "game/combat.h"
#include "game/moves/move_rule.h"

namespace delve {

// It casts only with nobody of its own in the way.
bool fits(const World& world, const Monster& monster, const LightningBolt& move) {
    return clearShot(world, monster, move.range);
}

void use(World& world, Monster& monster, const LightningBolt& move) {
    world.say(MessageId::MonsterCastsLightning, about(monster));
    for (Point cell : shotCells(world, monster, move.range)) {
        world.event(GameEvent::Kind::LightningLit, cell);
    }
    monsterHurtsHero(world, monster, move.damage.roll(world.rng));
}

}  // namespace delve
