#include "game/trap.h"

namespace delve {

namespace {

// In the order of TrapKind.
constexpr std::array<std::string_view, kAllTraps.size()> kWords = {
    "poison_needle", "teleport", "alarm", "pit", "net", "confusion_gas"};

}  // namespace

std::string_view trapWord(TrapKind kind) {
    return kWords[static_cast<std::size_t>(kind)];
}

std::optional<TrapKind> trapOfWord(std::string_view word) {
    for (std::size_t i = 0; i < kWords.size(); ++i) {
        if (kWords[i] == word) {
            return static_cast<TrapKind>(i);
        }
    }
    return std::nullopt;
}

}  // namespace delve
