#pragma once

#include <string>
#include <string_view>

#include "core/colour.h"
#include "game/message.h"
#include "game/rules.h"
#include "game/trap.h"

namespace delve {

// A trap's words and colour come from data/traps.toml (Rules::wordsOf);
// these put them in the current language.

// A trap's name as the side panel lists it ("poison needle trap").
std::string trapName(const Rules& rules, TrapKind kind);
// The English of a sentence about a trap (the ids HeroSpringsTrap,
// MonsterSpringsTrap, TrapFound and KeptOffKnownTrap): each trap has its
// own, as languages give each trap's name its own gender. Empty for others.
std::string_view trapSentence(const Rules& rules, MessageId id, TrapKind kind);
// What hovering over a known trap says, seen now or remembered, and the
// question before a step onto one.
std::string trapSeen(const Rules& rules, TrapKind kind, bool inView);
std::string trapQuestion(const Rules& rules, TrapKind kind);
// How a known trap looks on the map: `^`, in the trap's colour.
Colour trapColour(const Rules& rules, TrapKind kind);

}  // namespace delve
