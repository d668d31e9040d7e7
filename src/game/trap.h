#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/colour.h"
#include "core/point.h"
#include "core/words.h"
#include "game/dice.h"

namespace delve {

// The traps a floor may hide. What each does is its rule, in a file of its
// own under traps/.
enum class TrapKind {
    PoisonNeedle,  // poisons whoever steps on it
    Teleport,      // sends them to a random place on the floor
    Alarm,         // wakes the floor, which comes to look
    Pit,           // a fall to the floor below, and some damage
    Net,           // holds them for some turns
    ConfusionGas,  // confuses them
};

// Every member, in order (the count is checked where the words are).
inline constexpr auto kAllTraps = membersInOrder<TrapKind, 6>();

// A trap kind's numbers, from data/traps.toml: the shallowest floor a
// generated one lies on, how long the condition it gives lasts, what a fall
// into it hurts. A kind uses only the numbers its rule asks for.
struct TrapNumbers {
    int fromFloor = 1;
    int turns = 0;
    Dice damage{0, 0, 0};
};

// How a trap kind is shown, from data/traps.toml: its colour on the map and
// its words, in English for the catalogs. Each kind has sentences of its
// own, as a language gives each trap's name its own gender.
struct TrapWords {
    Colour colour;
    std::string name;            // "poison needle trap"
    std::string springs;         // the hero steps on it
    std::string monsterSprings;  // {Monster:the} steps on it, in view
    std::string found;
    std::string keptOff;  // a step toward it, not confirmed
    std::string question;
    std::string seen;
    std::string remembered;
};

// The word level files, saves and the dump name a trap by ("pit"), and back.
std::string_view trapWord(TrapKind kind);
std::optional<TrapKind> trapOfWord(std::string_view word);

// A trap on the floor, hidden until the hero finds it (by searching, by
// stepping on it, or with a Rogue's eyes).
struct Trap {
    TrapKind kind = TrapKind::PoisonNeedle;
    Point at;
    bool known = false;
    friend bool operator==(const Trap&, const Trap&) = default;
};

}  // namespace delve
