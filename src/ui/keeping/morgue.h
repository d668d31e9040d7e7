#pragma once

#include <string>
#include <vector>

#include "game/game.h"
#include "ui/text/noun.h"

namespace delve {

// The record of a run as plain text, for the morgue file a player keeps
// after a death (docs/records.md): who the hero was and how far they got,
// what they killed, the last messages, and the floor as they knew it.
// Pure: the game in, the text out; the caller decides where it goes.
std::string morgueText(const Game& game);

// "1 rat", "3 giant white rats", "2 dire wolves": a count of a kind by its
// name, in the current language.
std::string countOf(int count, Noun name);

// What the run killed, a line a kind ("8 zombies"), the most killed first;
// and "Kills: 16" over them (the morgue's and the character sheet's).
std::vector<std::string> killLines(const Game& game);
std::string killsHeading(const Game& game);

// The floor as the hero knew it, cut to the part explored: explored cells as
// their level-file symbols (a secret door not yet found as the wall it looks
// like), unexplored cells blank, the hero as @, monsters in view as their
// glyphs. Lines end without trailing spaces.
std::string knownFloorPicture(const Game& game);

}  // namespace delve
