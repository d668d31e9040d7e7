#include "game/conditions/condition_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// The gas bursts over the trap and the cells around it: whoever sprang it
// and anyone beside is confused, the hero passing by included.
void burst(World& world, Actor& actor, Point at) {
    const int turns = world.rules->trap(TrapKind::ConfusionGas).turns;
    putCondition(world, actor, ConditionKind::Confused, turns);
    if (!world.isHero(actor) && chebyshevDistance(world.hero.position, at) <= 1) {
        putCondition(world, world.hero, ConditionKind::Confused, turns);
    }
    for (Monster& monster : world.stage.monstersToChange()) {
        if (&monster != &actor && monster.alive() && chebyshevDistance(monster.position, at) <= 1) {
            putCondition(world, monster, ConditionKind::Confused, turns);
        }
    }
}

}  // namespace

extern const TrapRule kConfusionGasRule{.springs = burst, .reachesBeside = true};

}  // namespace delve
