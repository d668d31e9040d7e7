#include "game/trap.h"

#include "core/words.h"

namespace delve {

namespace {

// In the order of TrapKind.
constexpr std::array<std::string_view, kAllTraps.size()> kWords = {
    "poison_needle", "teleport", "alarm", "pit", "net", "confusion_gas"};

}  // namespace

std::string_view trapWord(TrapKind kind) {
    return wordOf(kWords, kind);
}

std::optional<TrapKind> trapOfWord(std::string_view word) {
    return valueOfWord<TrapKind>(kWords, word);
}

}  // namespace delve
