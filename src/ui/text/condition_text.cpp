#include "ui/text/condition_text.h"

#include <utility>

#include "ui/text/translation.h"

namespace delve {

std::string conditionName(const Rules& rules, ConditionKind kind) {
    return trc("condition", rules.wordsOf(kind).name);
}

std::string conditionState(const Rules& rules, ConditionKind kind) {
    return trc("state", rules.wordsOf(kind).state);
}

std::string_view conditionSentence(const Rules& rules, MessageId id, ConditionKind kind) {
    const ConditionWords& words = rules.wordsOf(kind);
    // The few ids a condition has sentences for; any other has none.
    const std::pair<MessageId, std::string_view> sentences[] = {
        {MessageId::HeroConditionBegins, words.heroBegins},
        {MessageId::HeroConditionEnds, words.heroEnds},
        {MessageId::MonsterConditionBegins, words.monsterBegins},
        {MessageId::MonsterConditionEnds, words.monsterEnds},
    };
    for (const auto& [said, sentence] : sentences) {
        if (said == id) {
            return sentence;
        }
    }
    return {};
}

std::string conditionWithTurns(const Rules& rules, const Condition& condition) {
    return trf("{condition} ({number})",
               SentenceArguments{}
                   .text("condition", conditionName(rules, condition.kind))
                   .number("number", condition.turnsLeft));
}

}  // namespace delve
