#include "game/condition.h"

#include <algorithm>

#include "core/words.h"

namespace delve {

namespace {

// The word saves and files write each member as; "" for a value that is none.
constexpr std::string_view conditionWordFor(ConditionKind member) {
    switch (member) {
        case ConditionKind::Poisoned:
            return "poisoned";
        case ConditionKind::Confused:
            return "confused";
        case ConditionKind::Bleeding:
            return "bleeding";
        case ConditionKind::Held:
            return "held";
        case ConditionKind::Slowed:
            return "slowed";
        case ConditionKind::Hasted:
            return "hasted";
    }
    return {};
}

static_assert(namesExactly<ConditionKind>(kAllConditions.size(), conditionWordFor),
              "kAllConditions must hold every ConditionKind");

}  // namespace

std::string_view conditionWord(ConditionKind kind) {
    return conditionWordFor(kind);
}

std::optional<ConditionKind> conditionOfWord(std::string_view word) {
    return memberOfWord<ConditionKind>(kAllConditions.size(), conditionWordFor, word);
}

bool Conditions::add(ConditionKind kind, int turns) {
    for (Condition& condition : list_) {
        if (condition.kind == kind) {
            condition.turnsLeft = std::max(condition.turnsLeft, turns);
            return false;
        }
    }
    list_.push_back({kind, turns});
    return true;
}

void Conditions::remove(ConditionKind kind) {
    std::erase_if(list_, [kind](const Condition& condition) { return condition.kind == kind; });
}

int Conditions::turnsLeft(ConditionKind kind) const {
    for (const Condition& condition : list_) {
        if (condition.kind == kind) {
            return condition.turnsLeft;
        }
    }
    return 0;
}

}  // namespace delve
