#pragma once

#include "core/grid.h"
#include "core/point.h"
#include "map/map.h"
#include "map/terrain.h"

namespace delve {

// Whether a walk may pass secret doors: a hero who has found them may, and the
// promise that the stairs never need one is checked with them shut.
enum class SecretDoorRule { Passable, Blocking };

// Can someone get through a cell of this terrain? Closed doors count, since
// walking into one opens it; water and walls do not.
bool isPassable(Terrain terrain, SecretDoorRule rule);

// Steps from `from` to every cell, moving in eight directions (a diagonal step
// between two walls is allowed, as for the hero); -1 where no walk reaches.
Grid<int> walkingDistances(const Map& map, Point from, SecretDoorRule rule);

// True when every passable cell of the map can be walked to from every other.
bool isAllConnected(const Map& map, SecretDoorRule rule);

}  // namespace delve
