#include "game/conditions/condition_rule.h"

namespace delve {

// Its steps go astray (deeds/walk.cpp asks, through strayStep).
extern const ConditionRule kConfusedRule{
    .eachTurn = nullptr, .speedPercent = 100, .stopsHealing = false, .haltsCommands = true};

}  // namespace delve
