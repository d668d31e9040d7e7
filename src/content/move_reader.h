#pragma once

#include "content/entry_reader.h"
#include "game/monster_move.h"

namespace delve {

// Reads a monster kind's `moves` from data/monsters.toml: a list of inline
// tables, each naming its move and the numbers that move takes, in the
// order the monster tries them:
//
//   moves = [
//     { move = "venomous_bite", name = "bite", chance = 50, condition = "poisoned", turns = 4 },
//     { move = "spit", name = "acid", chance = 30, range = 5, damage = "1d4" },
//   ]
//
// The move's rule (game/moves/) says which numbers it reads; a field it
// does not read is an error, as a misspelt one is.
MonsterMoves readMoves(const EntryReader& fields);

// The key of the list, for the entry's list of known fields.
inline constexpr std::string_view kMovesKey = "moves";

}  // namespace delve
