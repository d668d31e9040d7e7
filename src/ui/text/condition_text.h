#pragma once

#include <string>
#include <string_view>

#include "game/condition.h"
#include "game/message.h"
#include "game/rules.h"

namespace delve {

// A condition's words come from data/conditions.toml (Rules::wordsOf);
// these put them in the current language.

// A condition's name as the side panel shows it ("Poisoned").
std::string conditionName(const Rules& rules, ConditionKind kind);
// The name and the turns it has left, as the panel and the look show it:
// "Poisoned (3)".
std::string conditionWithTurns(const Rules& rules, const Condition& condition);
// The English of a sentence about a condition (the ids from
// HeroConditionBegins to StopCondition in game/message.h): each condition
// has its own. Empty for other ids.
std::string_view conditionSentence(const Rules& rules, MessageId id, ConditionKind kind);
// The condition as the state the hero is in, for "You cannot rest while
// {state}." ("poisoned").
std::string conditionState(const Rules& rules, ConditionKind kind);

}  // namespace delve
