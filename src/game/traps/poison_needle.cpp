#include "game/conditions/condition_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

constexpr int kPoisonTurns = 8;

void prick(World& world, Actor& actor, Point) {
    putCondition(world, actor, ConditionKind::Poisoned, kPoisonTurns);
}

bool anyFloor(int) {
    return true;
}

}  // namespace

extern const TrapRule kPoisonNeedleRule{.springs = prick, .fitsFloor = anyFloor};

}  // namespace delve
