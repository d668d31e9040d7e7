#include "game/combat.h"
#include "game/conditions/condition_rule.h"

namespace delve {

namespace {

void poisonTurn(World& world, Actor& actor) {
    hurtActor(world, actor, 1, MessageId::KilledByPoison);
}

}  // namespace

// A point of health a turn, and none comes back.
extern const ConditionRule kPoisonedRule{
    .eachTurn = poisonTurn, .speedPercent = 100, .stopsHealing = true, .haltsCommands = true};

}  // namespace delve
