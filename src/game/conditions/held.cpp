#include "game/conditions/condition_rule.h"

namespace delve {

// Caught in a net, it cannot step away (deeds/walk.cpp); it can still strike.
extern const ConditionRule kHeldRule{
    .eachTurn = nullptr, .speedPercent = 100, .stopsHealing = false, .haltsCommands = false};

}  // namespace delve
