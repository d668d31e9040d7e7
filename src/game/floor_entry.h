#pragma once

#include <string>

#include "game/world.h"
#include "map/level_file.h"

namespace delve {

// Floors 1 to this; the deepest has no stairs down.
inline constexpr int kGeneratedFloorWidth = 80;
inline constexpr int kGeneratedFloorHeight = 40;
inline constexpr int kDeepestFloor = 10;

// The hero arrives on floor `depth` as the rules' dungeon plan has it: the
// hand-made level the plan put there in this run, or a floor of the plan's
// layout made from that floor's own dice, with its monsters, traps and
// things, and the Amulet where the plan keeps it. The log says where.
void enterFloor(World& world, int depth);

// The hero arrives on a hand-made level as floor `depth`, with what its
// legend places. Throws std::invalid_argument for a level without a start
// or with a monster or trap the rules do not know (a level read without
// them).
void enterLevel(World& world, const Level& level, int depth = 1);

// A monster of a kind at a free cell, its health and speed the kind's.
Monster& addMonster(World& world, const MonsterKind& kind, Point at, MonsterMind mind);

}  // namespace delve
