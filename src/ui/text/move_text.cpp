#include "ui/text/move_text.h"

#include "ui/text/translation.h"

namespace delve {

namespace {

// The English of each move's name, one overload a move, so a move added
// to MoveEffect without a name does not compile.
std::string_view nameOf(const VenomousBite&) {
    return N_("venomous bite");
}
std::string_view nameOf(const Spit& spit) {
    return spit.turns > 0 && spit.condition == ConditionKind::Held ? N_("web") : N_("spit");
}
std::string_view nameOf(const LightningBolt&) {
    return N_("lightning bolt");
}
std::string_view nameOf(const Blink&) {
    return N_("blink");
}
std::string_view nameOf(const CallForHelp&) {
    return N_("call for help");
}
std::string_view nameOf(const KeepDistance&) {
    return N_("keeps its distance");
}

}  // namespace

std::string movesSentence(const MonsterKind& kind) {
    std::string names;
    for (const MonsterMove& move : kind.moves) {
        const std::string_view english =
            std::visit([](const auto& effect) { return nameOf(effect); }, move.effect);
        names += (names.empty() ? "" : ", ") + tr(english);
    }
    if (names.empty()) {
        return {};
    }
    return trf("Moves: {moves}.", SentenceArguments{}.text("moves", names));
}

}  // namespace delve
