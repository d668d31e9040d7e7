#pragma once

#include <vector>

#include "game/game.h"
#include "ui/views/camera.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// Where the two ways of seeing part, from where the hero stands with the
// hero's sight: the cells symmetric shadowcasting sees and Bresenham's rays
// do not, and the other way round, each in reading order.
struct SightDifference {
    std::vector<Point> onlyShadowcast;
    std::vector<Point> onlyBresenham;
};
SightDifference sightDifference(const Game& game);

// Whether the hero sees otherwise than her adventure does (F4 pressed):
// the Dungeon sees by shadowcasting, the Mine by Bresenham's rays, and
// neither's own way is a view to point out.
bool sightDifferenceShown(const Game& game);

// While it is shown, the cells only one of the two ways sees are washed in
// a colour of their own, so the rays' gaps and spills beside pillars show.
void drawSightDifference(const Game& game, const Camera& camera, CellBuffer& buffer);

inline constexpr Colour kOnlyShadowcastColour{60, 110, 240};  // blue
inline constexpr Colour kOnlyBresenhamColour{245, 150, 40};   // orange

}  // namespace delve
