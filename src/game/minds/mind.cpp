#include "game/minds/mind.h"

namespace delve {

namespace {

void notice(World& world, Monster& monster) {
    monster.mind = MonsterMind::Hunting;
    monster.hasWanderGoal = false;
    if (world.canSee(monster)) {
        world.say(MessageId::MonsterNotices, about(monster));
    }
}

}  // namespace

void monsterActs(World& world, Monster& monster) {
    // Asleep, it does nothing until a noise wakes it (minds/noise.h) or it
    // is struck.
    if (monster.mind == MonsterMind::Asleep) {
        return;
    }
    if (world.monsterSeesHero(monster)) {
        monster.lastSeenHero = world.hero.position;
        if (monster.mind == MonsterMind::Wandering) {
            // Noticing her takes its turn: a hero who is seen has a turn to
            // answer before it comes, as in seed 002's game.
            notice(world, monster);
            return;
        }
    }
    if (monster.badlyHurt() && monster.mind == MonsterMind::Hunting) {
        monster.mind = MonsterMind::Fleeing;
        if (world.canSee(monster)) {
            world.say(MessageId::MonsterFlees, about(monster));
        }
    }
    if (monster.kind->erratic && world.rng.chance(50)) {
        flit(world, monster);
        return;
    }
    switch (monster.mind) {
        case MonsterMind::Hunting:
            hunt(world, monster);
            break;
        case MonsterMind::Fleeing:
            flee(world, monster);
            break;
        case MonsterMind::Cornered:
            fightCornered(world, monster);
            break;
        case MonsterMind::Asleep:
        case MonsterMind::Wandering:
            wander(world, monster);
            break;
    }
}

}  // namespace delve
