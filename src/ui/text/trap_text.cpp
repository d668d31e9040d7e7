#include "ui/text/trap_text.h"

#include <array>
#include <utility>

#include "core/exact_table.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

struct TrapWords {
    std::string_view name;
    std::string_view springs;         // the hero steps on it
    std::string_view monsterSprings;  // {Monster:the} steps on it, in view
    std::string_view found;
    std::string_view keptOff;  // a step toward it, not confirmed
    std::string_view question;
    std::string_view seen;
    std::string_view remembered;
    Colour colour;
};

// Each beside its TrapKind.
constexpr auto kTrapWords = keyedTable<TrapKind, TrapWords, kAllTraps.size()>({
    {TrapKind::PoisonNeedle,
     {N_("poison needle trap"), N_("A needle pricks your foot!"),
      N_("{Monster:the} steps on a poison needle."), N_("You find a poison needle trap."),
      N_("You keep off the poison needle trap."), N_("Step onto the poison needle trap?"),
      N_("You see a poison needle trap."), N_("You remember a poison needle trap."),
      Colour{80, 200, 80}}},
    {TrapKind::Teleport,
     {N_("teleport trap"), N_("The floor flashes and you are elsewhere!"),
      N_("{Monster:the} vanishes in a flash!"), N_("You find a teleport trap."),
      N_("You keep off the teleport trap."), N_("Step onto the teleport trap?"),
      N_("You see a teleport trap."), N_("You remember a teleport trap."), Colour{200, 100, 230}}},
    {TrapKind::Alarm,
     {N_("alarm trap"), N_("An alarm shrieks through the halls!"),
      N_("{Monster:the} sets off a shrieking alarm!"), N_("You find an alarm trap."),
      N_("You keep off the alarm trap."), N_("Step onto the alarm trap?"),
      N_("You see an alarm trap."), N_("You remember an alarm trap."), Colour{230, 210, 60}}},
    {TrapKind::Pit,
     {N_("pit"), N_("The floor gives way and you fall!"), N_("{Monster:the} falls into a pit!"),
      N_("You find a pit."), N_("You keep off the pit."), N_("Step into the pit?"),
      N_("You see a pit."), N_("You remember a pit."), Colour{170, 120, 70}}},
    {TrapKind::Net,
     {N_("net trap"), N_("A net drops onto you!"), N_("A net drops onto {monster:the.acc}!"),
      N_("You find a net trap."), N_("You keep off the net trap."), N_("Step onto the net trap?"),
      N_("You see a net trap."), N_("You remember a net trap."), Colour{200, 200, 200}}},
    {TrapKind::ConfusionGas,
     {N_("confusion gas trap"), N_("A cloud of gas bursts up around you!"),
      N_("Gas bursts up around {monster:the.acc}!"), N_("You find a confusion gas trap."),
      N_("You keep off the confusion gas trap."), N_("Step onto the confusion gas trap?"),
      N_("You see a confusion gas trap."), N_("You remember a confusion gas trap."),
      Colour{90, 210, 220}}},
});

const TrapWords& wordsFor(TrapKind kind) {
    return kTrapWords[static_cast<std::size_t>(kind)];
}

}  // namespace

std::string trapName(TrapKind kind) {
    return tr(wordsFor(kind).name);
}

std::string_view trapSentence(MessageId id, TrapKind kind) {
    const TrapWords& words = wordsFor(kind);
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

std::string trapSeen(TrapKind kind, bool inView) {
    return tr(inView ? wordsFor(kind).seen : wordsFor(kind).remembered);
}

std::string trapQuestion(TrapKind kind) {
    return tr(wordsFor(kind).question);
}

Colour trapColour(TrapKind kind) {
    return wordsFor(kind).colour;
}

}  // namespace delve
