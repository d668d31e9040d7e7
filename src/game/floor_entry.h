#pragma once

#include <string>

#include "game/world.h"
#include "map/level_file.h"

namespace delve {

// A generated floor's size.
inline constexpr int kGeneratedFloorWidth = 80;
inline constexpr int kGeneratedFloorHeight = 40;

// The hero arrives on floor `depth` as her adventure's plan has it: the
// surface (depth 0), the level the plan always puts there, the hand-made
// level the plan put there in this run, or a floor of the plan's layout
// made from that floor's own dice, with its monsters, traps and things, and
// the Amulet where the plan keeps it. The log says where.
void enterFloor(World& world, int depth);

// The hero goes to floor `depth` by stairs, a pit or a potion. An adventure
// that keeps its floors keeps the one she leaves and gives back the one she
// returns to as she left it, with her on the stairs she took; any other
// floor is entered as enterFloor has it (going up, onto its stairs down).
void goToFloor(World& world, int depth);

// The hero arrives on a hand-made level as floor `depth`, with what its
// legend places. Throws std::invalid_argument for a level without a start
// or with a monster or trap the rules do not know (a level read without
// them).
void enterLevel(World& world, const Level& level, int depth = 1);

// A monster of a kind at a free cell, its health and speed the kind's.
Monster& addMonster(World& world, const MonsterKind& kind, Point at, MonsterMind mind);

}  // namespace delve
