#include "game/deeds/deed.h"
#include "game/minds/mind.h"
#include "game/moves/move_rule.h"

namespace delve {

// Goes for the hero: one of its kind's moves when one fits, else a blow
// when beside the hero, else a step along the cheapest way to where it last
// saw the hero. Once there, with the hero gone, it gives up and wanders
// again.
void hunt(World& world, Monster& monster) {
    if (useAMove(world, monster)) {
        return;
    }
    if (chebyshevDistance(monster.position, world.hero.position) == 1 &&
        world.monsterSeesHero(monster)) {
        perform(world, monster, Strike{world.hero.position});
        return;
    }
    if (monster.position == monster.lastSeenHero ||
        !stepToward(world, monster, monster.lastSeenHero)) {
        monster.mind = MonsterMind::Wandering;
    }
}

bool stepToward(World& world, Monster& monster, Point goal) {
    const auto next =
        world.paths.nextStep(world.stage, monster.position, goal, goal == world.hero.position);
    if (!next) {
        return false;
    }
    if (*next == world.hero.position) {
        return true;  // the hero stands in the way; the next turn decides
    }
    if (world.stage.monsterAt(*next) != nullptr) {
        return true;  // another monster is in the way: wait for it to move
    }
    return perform(world, monster, Walk{directionOfStep(monster.position, *next)}).tookTurn;
}

}  // namespace delve
