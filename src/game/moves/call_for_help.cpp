#include "game/moves/move_rule.h"

namespace delve {

namespace {

// Whether `other` hears the cry and is not already on the hero's trail.
bool answers(const Monster& caller, const Monster& other, int range) {
    return &other != &caller && !other.hunting() && other.alive() &&
           chebyshevDistance(caller.position, other.position) <= range;
}

}  // namespace

// Only while someone near would answer: a pack already hunting hears no cry.
bool fits(const World& world, const Monster& monster, const CallForHelp& move) {
    if (!world.monsterSeesHero(monster)) {
        return false;
    }
    for (const Monster& other : world.stage.monsters()) {
        if (answers(monster, other, move.range)) {
            return true;
        }
    }
    return false;
}

// They wake and make for where the hero stands, whatever they were doing.
void use(World& world, Monster& monster, const CallForHelp& move) {
    world.say(world.canSee(monster) ? MessageId::MonsterCallsForHelp : MessageId::SomethingCalls,
              about(monster));
    for (Monster& other : world.stage.monstersToChange()) {
        if (answers(monster, other, move.range)) {
            other.mind = MonsterMind::Hunting;
            other.hasWanderGoal = false;
            other.lastSeenHero = world.hero.position;
        }
    }
}

}  // namespace delve
