#include "game/combat.h"
#include "game/conditions/condition_rule.h"
#include "game/moves/move_rule.h"

namespace delve {

bool fits(const World& world, const Monster& monster, const VenomousBite&) {
    return chebyshevDistance(monster.position, world.hero.position) == 1 &&
           world.monsterSeesHero(monster);
}

// A blow like any other, but said as a bite; landing, it leaves its venom.
void use(World& world, Monster& monster, const VenomousBite& move) {
    if (monsterStrikes(world, monster, MessageId::MonsterBites) && world.hero.alive()) {
        putCondition(world, world.hero, move.condition, move.turns);
    }
}

}  // namespace delve
