#include "game/conditions/condition_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

constexpr int kHeldTurns = 6;

void drop(World& world, Actor& actor, Point) {
    putCondition(world, actor, ConditionKind::Held, kHeldTurns);
}

bool anyFloor(int) {
    return true;
}

}  // namespace

extern const TrapRule kNetRule{.springs = drop, .fitsFloor = anyFloor};

}  // namespace delve
