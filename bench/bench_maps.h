#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/grid.h"
#include "core/point.h"
#include "tcod_handles.h"
#include "map/generate.h"
#include "map/path_costs.h"

namespace delve::bench {

// One map the benchmarks run on, with everything each side needs made once,
// before any timing: the game's step costs, a plain table of what blocks
// sight, and libtcod's copy of the same cells.
struct BenchMap {
    GeneratedFloor floor;
    StepCosts costs;
    Grid<std::uint8_t> opaque;  // 1 where sight stops
    // transparent = !opaque; walkable = the game's searches may enter it,
    // so closed doors are walkable here (the game pays two steps for them).
    TcodMap tcod;
    // Walkable cells to look from, fixed by the map's seed; the field of
    // view benchmarks cycle through them so a time is an average over many.
    std::vector<Point> origins;
};

// How many viewpoints the cave has; benchmarks that can afford only a few
// iterations there run a multiple of it.
inline constexpr int kCaveOrigins = 64;

// The two kinds of ground: ordinary 80x40 floors of rooms and corridors
// (a few, from fixed seeds), and one 1000x1000 cave.
enum class Ground { Floors, Cave };

std::string_view groundName(Ground ground);

// The maps of that ground, made on first use and kept for the whole run, so
// a filtered run that skips the cave never pays for making it.
const std::vector<BenchMap>& benchMaps(Ground ground);

// A cell of a map and which map it is on.
struct MapCell {
    const BenchMap* map;
    Point at;
};

// Every origin of every map of the ground, map by map.
std::vector<MapCell> viewpoints(Ground ground);

}  // namespace delve::bench
