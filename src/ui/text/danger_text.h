#pragma once

#include <string>

#include "core/colour.h"
#include "game/danger.h"

namespace delve {

// A monster's danger to the hero (game/danger.h) as the panel shows it
// under its name: "dangerous" or "deadly" in the current language, empty
// for a slight one.
std::string dangerWord(Danger danger);
// As the look screen says it: the word and what it means for the hero.
// Empty for a slight one.
std::string dangerSentence(Danger danger);
// The colour of the word: the hotter, the deadlier.
Colour dangerColour(Danger danger);

}  // namespace delve
