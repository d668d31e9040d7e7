#include "game/conditions/condition_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

void prick(World& world, Actor& actor, Point) {
    putCondition(world, actor, ConditionKind::Poisoned,
                 world.rules->trap(TrapKind::PoisonNeedle).turns);
}

}  // namespace

extern const TrapRule kPoisonNeedleRule{.springs = prick};

}  // namespace delve
