#include "game/condition.h"
#include "core/exact_table.h"

#include <algorithm>

#include "core/words.h"

namespace delve {

namespace {

// In the order of ConditionKind.
constexpr auto kWords = exactTable<std::string_view, kAllConditions.size()>({
    "poisoned", "confused", "bleeding", "held", "slowed", "hasted"});

}  // namespace

std::string_view conditionWord(ConditionKind kind) {
    return wordOf(kWords, kind);
}

std::optional<ConditionKind> conditionOfWord(std::string_view word) {
    return valueOfWord<ConditionKind>(kWords, word);
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
