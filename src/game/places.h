#pragma once

#include <optional>

#include "core/point.h"
#include "game/world.h"

namespace delve {

// Somewhere on the floor an actor could be sent to: walkable, with no one,
// no trap and not the hero there, found by the world's dice; nothing if a
// hundred tries find none.
std::optional<Point> freeCellAnywhere(World& world);

}  // namespace delve
