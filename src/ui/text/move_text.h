#pragma once

#include <string>

#include "game/monster_kind.h"

namespace delve {

// What a kind can do besides a blow and a step, as the look command and the
// hover show it: "Moves: venomous bite, spit." in the current language, or
// nothing for a kind without moves.
std::string movesSentence(const MonsterKind& kind);

}  // namespace delve
