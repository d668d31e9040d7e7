#pragma once

#include <string>
#include <string_view>

#include "game/condition.h"
#include "game/message.h"

namespace delve {

// A condition's name as the side panel shows it ("Poisoned"), in the
// current language.
std::string conditionName(ConditionKind kind);
// The name and the turns it has left, as the panel and the look show it:
// "Poisoned (3)".
std::string conditionWithTurns(const Condition& condition);

// The English of a sentence about a condition (the ids from
// HeroConditionBegins to StopCondition in game/message.h): each condition
// has its own, since languages say "you are confused" and "you are caught in
// a net" each in their own way. Empty for other ids.
std::string_view conditionSentence(MessageId id, ConditionKind kind);

// The condition as the state the hero is in, for "You cannot rest while
// {state}." ("poisoned"), in the current language.
std::string conditionState(ConditionKind kind);

}  // namespace delve
