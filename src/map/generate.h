#pragma once

#include <optional>
#include <vector>

#include "core/point.h"
#include "core/rect.h"
#include "core/rng.h"
#include "map/map.h"

namespace delve {

// The size of an ordinary floor of the game.
inline constexpr int kDefaultFloorWidth = 80;
inline constexpr int kDefaultFloorHeight = 40;

// A freshly made floor: its terrain, where the hero arrives and where the
// stairs down are. The map is walled all round its edge, and the stairs can be
// reached from the start without finding a secret door.
struct GeneratedFloor {
    Map map;
    Point start;
    Point stairs;
    std::vector<Rect> rooms;  // empty for a cave
    int startRoom = -1;       // index into rooms; -1 for a cave
};

// The smallest map each generator accepts; smaller sizes throw
// std::invalid_argument.
inline constexpr int kMinRoomsFloorWidth = 14;
inline constexpr int kMinRoomsFloorHeight = 11;
inline constexpr int kMinCaveSize = 5;
inline constexpr int kMinMixedFloorWidth = 24;

// Rooms in the areas of a split map, joined by corridors through doors (a few
// of them secret), with a pool of water here and there. The stairs are in the
// room farthest from the start on foot. Every roll comes from `rng`, in a fixed
// order, so a seed always makes the same floor.
GeneratedFloor generateRoomsAndCorridors(int width, int height, Rng& rng);

// One connected cave grown by a cellular automaton, with the stairs at the
// cell farthest from the start on foot. `rooms` is empty.
GeneratedFloor generateCave(int width, int height, Rng& rng);

// Rooms and corridors on one side, caverns on the other, broken open into
// each other by tunnels without doors. `rooms` are the rooms' side's; the
// stairs are at the cell farthest from the start on foot, wherever it is.
GeneratedFloor generateMixed(int width, int height, Rng& rng);

}  // namespace delve
