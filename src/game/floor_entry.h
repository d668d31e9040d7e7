#pragma once

#include <string>

#include "game/world.h"
#include "world/level_file.h"

namespace delve {

// Floors 1 to this; the deepest has no stairs down.
inline constexpr int kGeneratedFloorWidth = 80;
inline constexpr int kGeneratedFloorHeight = 40;
inline constexpr int kDeepestFloor = 10;

// The hero arrives on generated floor `depth`, made from that floor's own
// dice, with its monsters; the log says where.
void enterGeneratedFloor(World& world, int depth);

// The hero arrives on a hand-made level as floor 1, with what its legend
// places. Throws std::invalid_argument for a level without a start or with
// a monster or trap the rules do not know (a level read without them).
void enterLevel(World& world, const Level& level);

// A monster of a kind at a free cell, its health and speed the kind's.
Monster& addMonster(World& world, const MonsterKind& kind, Point at, MonsterMind mind);

}  // namespace delve
