#pragma once

#include "game/game.h"
#include "ui/views/camera.h"
#include "ui/views/cell_buffer.h"
#include "ui/views/teaching_views.h"

namespace delve {

// F3: a map of distances over the map, as seed 000 draws the one explore
// walks down: each cell a goal or a way can reach shows how many steps it
// lies from the nearest goal, in base 36 (0-9, then a-z; past 35 the digits
// come round again, so the slope still reads downhill), its colour going
// from bright near the goals to dark far from them. Explore's map (goals:
// the unseen edge and the things worth taking, over the floor as the hero
// knows it) or the one the hunters share (goal: the hero, over the whole
// floor). The hero and the monsters drawn stay on top.
void drawDistanceMap(const Game& game, DistanceMap which, bool wholeFloor, const Camera& camera,
                     CellBuffer& buffer);

// The map shown for `which` (not None).
DijkstraMap distanceMapOf(const Game& game, DistanceMap which);

// A distance in hundredths of a step as one glyph: its steps in base 36.
char32_t distanceGlyph(int value);

}  // namespace delve
