#include "game/trap.h"
#include "core/exact_table.h"

#include "core/words.h"

namespace delve {

namespace {

// In the order of TrapKind.
constexpr auto kWords = exactTable<std::string_view, kAllTraps.size()>({
    "poison_needle", "teleport", "alarm", "pit", "net", "confusion_gas"});

}  // namespace

std::string_view trapWord(TrapKind kind) {
    return wordOf(kWords, kind);
}

std::optional<TrapKind> trapOfWord(std::string_view word) {
    return valueOfWord<TrapKind>(kWords, word);
}

}  // namespace delve
