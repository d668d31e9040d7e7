#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/direction.h"
#include "core/grid.h"
#include "core/point.h"
#include "map/map.h"

namespace delve {

// The way a corridor runs from one door to another: the cells between them,
// in order from the first door, doors left out. Steps go north, east, south
// and west only; a cell may be used when `diggable` is non-zero there.
// Among the ways it could take, it picks the one with fewest turns and then
// the shortest, and it would rather follow a corridor already dug than dig
// beside it. The door `to` is entered from its one diggable neighbour.
// Nothing when no way exists.
std::optional<std::vector<Point>> routeCorridor(const Map& map, const Grid<std::uint8_t>& diggable,
                                                Point from, Direction outward, Point to);

}  // namespace delve
