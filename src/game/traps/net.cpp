#include "game/conditions/condition_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

void drop(World& world, Actor& actor, Point) {
    putCondition(world, actor, ConditionKind::Held, world.rules->trap(TrapKind::Net).turns);
}

}  // namespace

extern const TrapRule kNetRule{.springs = drop};

}  // namespace delve
