#pragma once

#include <vector>

#include "core/rect.h"
#include "core/rng.h"
#include "map/map.h"

namespace delve {

// Floods none, one or two small pools in rooms. A pool keeps off the cells
// along a room's walls, so doorways stay reachable, and a pool that would still
// cut one walkable cell off from another is taken away again.
void addPools(Map& map, const std::vector<Rect>& rooms, Rng& rng);

}  // namespace delve
