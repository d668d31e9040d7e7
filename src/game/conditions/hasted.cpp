#include "game/conditions/condition_rule.h"

namespace delve {

// It acts twice a turn.
extern const ConditionRule kHastedRule{
    .eachTurn = nullptr, .speedPercent = 200, .stopsHealing = false, .haltsCommands = false};

}  // namespace delve
