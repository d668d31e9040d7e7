#pragma once

#include <vector>

#include "core/point.h"
#include "world/map.h"

namespace delve {

// The shapes of what the hero aims. One function each decides both what the
// aiming screen shows and what the deed then does, so the two cannot
// differ.

// A blast bursting at `centre`: every cell within `radius` steps (up, down,
// left or right) that the fire reaches without passing a wall or a closed
// door, and that the hero sees now. Seed 003's diamond: 13 cells in the open
// at radius 2. Empty when the centre is out of sight or solid.
std::vector<Point> blastCells(const Map& map, Point centre, int radius);

}  // namespace delve
