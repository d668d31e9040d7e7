#include "ui/text/move_text.h"

#include "ui/text/translation.h"

namespace delve {

std::string movesSentence(const MonsterKind& kind) {
    std::string names;
    for (const MonsterMove& move : kind.moves) {
        names += (names.empty() ? "" : ", ") + trc("move", move.name);
    }
    if (names.empty()) {
        return {};
    }
    return trf("Moves: {moves}.", SentenceArguments{}.text("moves", names));
}

}  // namespace delve
