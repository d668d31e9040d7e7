#pragma once

#include <string>
#include <string_view>

#include "core/colour.h"
#include "game/message.h"
#include "game/trap.h"

namespace delve {

// A trap's name as the side panel lists it ("poison needle trap"), in the
// current language.
std::string trapName(TrapKind kind);

// The English of a sentence about a trap (the ids HeroSpringsTrap,
// MonsterSpringsTrap, TrapFound and KeptOffKnownTrap): each trap has its
// own, as languages give each trap's name its own gender. Empty for others.
std::string_view trapSentence(MessageId id, TrapKind kind);

// What hovering over a known trap says, seen now or remembered, and the
// question before a step onto one, in the current language.
std::string trapSeen(TrapKind kind, bool inView);
std::string trapQuestion(TrapKind kind);

// How a known trap looks on the map: `^`, in the trap's colour.
Colour trapColour(TrapKind kind);

}  // namespace delve
