#include "game/conditions/condition_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

void burst(World& world, Actor& actor, Point) {
    putCondition(world, actor, ConditionKind::Confused,
                 world.rules->trap(TrapKind::ConfusionGas).turns);
}

}  // namespace

extern const TrapRule kConfusionGasRule{.springs = burst};

}  // namespace delve
