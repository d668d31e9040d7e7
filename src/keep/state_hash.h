#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "game/game.h"

namespace delve {

// A fingerprint of everything that matters to the rules: two games with the
// same hash are, as far as play can tell, the same game. It is the hash of
// the run's save, so it holds exactly what a save holds: the save's lines
// are declared once (runLines in keep/run_lines.h), and the hash follows
// them.
std::uint64_t stateHash(const Game& game);
// The same, of a game already saved: the hash of its save's text.
std::uint64_t stateHashOfSave(std::string_view saveText);

// A hash as it is written down (dumps, recordings, the journal): sixteen
// lower-case hex digits.
std::string hashText(std::uint64_t hash);

}  // namespace delve
