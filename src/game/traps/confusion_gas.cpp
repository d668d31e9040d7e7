#include "game/conditions/condition_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

constexpr int kConfusedTurns = 8;

void burst(World& world, Actor& actor, Point) {
    putCondition(world, actor, ConditionKind::Confused, kConfusedTurns);
}

// Confusion is cruel on the first floor's narrow ways; it waits a floor.
bool fromFloorTwo(int depth) {
    return depth >= 2;
}

}  // namespace

extern const TrapRule kConfusionGasRule{.springs = burst, .fitsFloor = fromFloorTwo};

}  // namespace delve
