#pragma once

#include "core/point.h"
#include "game/world.h"

namespace delve {

// A noise at a cell: sleepers within `radius` may wake, each at even odds.
void makeNoise(World& world, Point at, int radius);

}  // namespace delve
