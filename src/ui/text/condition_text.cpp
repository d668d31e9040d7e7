#include "ui/text/condition_text.h"

#include <array>
#include <utility>

#include "core/exact_table.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

struct ConditionWords {
    std::string_view name;   // the side panel's
    std::string_view state;  // after "while" or "you are"
    std::string_view heroBegins;
    std::string_view heroEnds;
    std::string_view monsterBegins;  // {Monster:the} names it
    std::string_view monsterEnds;
};

// Each beside its ConditionKind.
constexpr auto kConditionWords = keyedTable<ConditionKind, ConditionWords, kAllConditions.size()>({
    {ConditionKind::Poisoned,
     {NC_("condition", "Poisoned").english, NC_("state", "poisoned").english,
      N_("You are poisoned!"), N_("You feel the poison wear off."),
      N_("{Monster:the} is poisoned."), N_("{Monster:the} is no longer poisoned.")}},
    {ConditionKind::Confused,
     {NC_("condition", "Confused").english, NC_("state", "confused").english,
      N_("You feel confused!"), N_("Your head clears."), N_("{Monster:the} looks confused."),
      N_("{Monster:the} is no longer confused.")}},
    {ConditionKind::Bleeding,
     {NC_("condition", "Bleeding").english, NC_("state", "bleeding").english,
      N_("You are bleeding!"), N_("Your wound stops bleeding."), N_("{Monster:the} is bleeding."),
      N_("{Monster:the} stops bleeding.")}},
    {ConditionKind::Held,
     {NC_("condition", "Held").english, NC_("state", "held in a net").english,
      N_("You are caught in a net!"), N_("You are free of the net."),
      N_("{Monster:the} is caught in a net."), N_("{Monster:the} breaks free of the net.")}},
    {ConditionKind::Slowed,
     {NC_("condition", "Slowed").english, NC_("state", "slowed").english,
      N_("You feel yourself slow down."), N_("You feel yourself speed up again."),
      N_("{Monster:the} slows down."), N_("{Monster:the} is no longer slowed.")}},
    {ConditionKind::Hasted,
     {NC_("condition", "Hasted").english, NC_("state", "hasted").english,
      N_("You feel yourself speed up."), N_("You feel yourself slow down again."),
      N_("{Monster:the} speeds up."), N_("{Monster:the} is no longer hasted.")}},
});

const ConditionWords& wordsFor(ConditionKind kind) {
    return kConditionWords[static_cast<std::size_t>(kind)];
}

}  // namespace

std::string conditionName(ConditionKind kind) {
    return trc("condition", wordsFor(kind).name);
}

std::string conditionState(ConditionKind kind) {
    return trc("state", wordsFor(kind).state);
}

std::string_view conditionSentence(MessageId id, ConditionKind kind) {
    const ConditionWords& words = wordsFor(kind);
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

std::string conditionWithTurns(const Condition& condition) {
    return trf("{condition} ({number})", SentenceArguments{}
                                             .text("condition", conditionName(condition.kind))
                                             .number("number", condition.turnsLeft));
}

}  // namespace delve
