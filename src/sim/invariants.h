#pragma once

#include <optional>
#include <string>

#include "game/game.h"

namespace delve {

// What must hold after every action of every run, whoever plays it: the
// soak (`delve sim --check`, scripts/soak), the fuzzers that play and the
// soak test check it. Each answer is a line for whoever reads the soak's
// report, naming what broke; nothing when all holds.
//
// - the hero, every monster, person, trap and thing lying about stands on
//   floor it may stand on, and the floor finds each where it stands;
// - no two creatures share a cell, and no two traps;
// - health and mana within their bounds; a living creature has health;
// - the pack within its slots; every stack within 1 and kMaxStack, and one
//   of a kind that does not stack; gold within 0 and kMaxCounter;
// - each condition once on a creature, with turns left;
// - a living hero of a run still going is ready to act.
std::optional<std::string> brokenInvariant(const Game& game);

// The game saved and loaded again must hash as it did and save as the same
// text: what a player who quits and comes back must find. Only for a run
// still going: the game saves no run that has ended (a hero who has just
// won may not have the energy a saved hero holds).
std::optional<std::string> brokenSaveTrip(const Game& game, const RulesPtr& rules);

}  // namespace delve
