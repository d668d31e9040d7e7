#include "ui/text/trap_text.h"

#include <utility>

#include "ui/text/translation.h"

namespace delve {

std::string trapName(const Rules& rules, TrapKind kind) {
    return tr(rules.wordsOf(kind).name);
}

std::string_view trapSentence(const Rules& rules, MessageId id, TrapKind kind) {
    const TrapWords& words = rules.wordsOf(kind);
    // The few ids a trap has sentences for; any other has none.
    const std::pair<MessageId, std::string_view> sentences[] = {
        {MessageId::HeroSpringsTrap, words.springs},
        {MessageId::MonsterSpringsTrap, words.monsterSprings},
        {MessageId::TrapFound, words.found},
        {MessageId::KeptOffKnownTrap, words.keptOff},
    };
    for (const auto& [said, sentence] : sentences) {
        if (said == id) {
            return sentence;
        }
    }
    return {};
}

std::string trapSeen(const Rules& rules, TrapKind kind, bool inView) {
    const TrapWords& words = rules.wordsOf(kind);
    return tr(inView ? words.seen : words.remembered);
}

std::string trapQuestion(const Rules& rules, TrapKind kind) {
    return tr(rules.wordsOf(kind).question);
}

Colour trapColour(const Rules& rules, TrapKind kind) {
    return rules.wordsOf(kind).colour;
}

}  // namespace delve
