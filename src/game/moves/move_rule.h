#pragma once

#include "game/monster_move.h"
#include "game/world.h"

namespace delve {

// The rules of the moves of game/monster_move.h, one a file here. For each
// move, `fits` says whether it makes sense now (the hero in reach, a clear
// line, someone to call), asking no dice; `use` does it, taking the turn.
bool fits(const World& world, const Monster& monster, const VenomousBite& move);
void use(World& world, Monster& monster, const VenomousBite& move);
bool fits(const World& world, const Monster& monster, const Spit& move);
void use(World& world, Monster& monster, const Spit& move);
bool fits(const World& world, const Monster& monster, const LightningBolt& move);
void use(World& world, Monster& monster, const LightningBolt& move);
bool fits(const World& world, const Monster& monster, const Blink& move);
void use(World& world, Monster& monster, const Blink& move);
bool fits(const World& world, const Monster& monster, const CallForHelp& move);
void use(World& world, Monster& monster, const CallForHelp& move);
bool fits(const World& world, const Monster& monster, const KeepDistance& move);
void use(World& world, Monster& monster, const KeepDistance& move);

// A hunting monster that sees the hero tries its kind's moves in their
// order: the first that fits and passes its chance is used. Whether one
// was (and so took the turn).
bool useAMove(World& world, Monster& monster);

// Shared by the moves that strike from afar: whether the hero stands within
// `range` steps, two or more away, in view, with nobody on the straight line
// between, so what is sent reaches her.
bool clearShot(const World& world, const Monster& monster, int range);
// The cells from the monster to the hero, the hero's last.
std::vector<Point> shotCells(const World& world, const Monster& monster, int range);

}  // namespace delve
