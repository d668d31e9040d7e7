#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// Every monster on the floor wakes and comes to where the alarm rang.
void ring(World& world, Actor&, Point at) {
    for (Monster& monster : world.stage.monstersToChange()) {
        if (monster.alive()) {
            monster.mind = MonsterMind::Hunting;
            monster.lastSeenHero = at;
            monster.hasWanderGoal = false;
        }
    }
}

}  // namespace

extern const TrapRule kAlarmRule{.springs = ring};

}  // namespace delve
