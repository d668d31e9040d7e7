#pragma once

#include <libtcod/fov.h>
#include <libtcod/path.h>

#include <memory>

#include "map/path_costs.h"

namespace delve::bench {

// The game's diagonal step in libtcod's units, where a straight step is 1:
// 1.01, which libtcod's Dijkstra (keeping whole hundredths) holds exactly.
inline constexpr float kGameDiagonal = 1.0f + static_cast<float>(kDiagonalExtra) / kStepCost;

// libtcod's objects, freed by libtcod's own functions when they go.
struct TcodMapDeleter {
    void operator()(TCOD_Map* map) const { TCOD_map_delete(map); }
};
struct TcodPathDeleter {
    void operator()(TCOD_Path* path) const { TCOD_path_delete(path); }
};
struct TcodDijkstraDeleter {
    void operator()(TCOD_Dijkstra* dijkstra) const { TCOD_dijkstra_delete(dijkstra); }
};

using TcodMap = std::unique_ptr<TCOD_Map, TcodMapDeleter>;
using TcodPath = std::unique_ptr<TCOD_Path, TcodPathDeleter>;
using TcodDijkstra = std::unique_ptr<TCOD_Dijkstra, TcodDijkstraDeleter>;

}  // namespace delve::bench
