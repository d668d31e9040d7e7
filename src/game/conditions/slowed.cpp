#include "game/conditions/condition_rule.h"

namespace delve {

// It acts every other turn.
extern const ConditionRule kSlowedRule{
    .eachTurn = nullptr, .speedPercent = 50, .stopsHealing = false, .haltsCommands = false};

}  // namespace delve
