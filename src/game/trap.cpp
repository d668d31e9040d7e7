#include "game/trap.h"

#include "core/words.h"

namespace delve {

namespace {

// The word saves and files write each member as; "" for a value that is none.
constexpr std::string_view trapWordFor(TrapKind member) {
    switch (member) {
        case TrapKind::PoisonNeedle:
            return "poison_needle";
        case TrapKind::Teleport:
            return "teleport";
        case TrapKind::Alarm:
            return "alarm";
        case TrapKind::Pit:
            return "pit";
        case TrapKind::Net:
            return "net";
        case TrapKind::ConfusionGas:
            return "confusion_gas";
    }
    return {};
}

static_assert(namesExactly<TrapKind>(kAllTraps.size(), trapWordFor),
              "kAllTraps must hold every TrapKind");

}  // namespace

std::string_view trapWord(TrapKind kind) {
    return trapWordFor(kind);
}

std::optional<TrapKind> trapOfWord(std::string_view word) {
    return memberOfWord<TrapKind>(kAllTraps.size(), trapWordFor, word);
}

}  // namespace delve
