#pragma once

#include <vector>

#include "bench_maps.h"
#include "map/path_search.h"

namespace delve::bench {

// How many journeys each map has: from start to stairs, and more between
// far-apart cells. Benchmarks that can afford only a few iterations on the
// cave run a multiple of its count.
inline constexpr int kJourneysPerFloor = 6;
inline constexpr int kCaveJourneys = 4;

// One walk the path benchmarks time, with the game's A* answer for it.
struct Journey {
    const BenchMap* map;
    Point from;
    Point to;
    PathResult best;  // A*'s way, checked against a Dijkstra map
};

// On each map of the ground: from the start to the stairs, then a few more
// between far-apart walkable cells that reach each other, picked by dice
// fixed per map. Made on first use, outside any timing, and checked once:
// A* must cost exactly what a Dijkstra map from the same cell says is
// cheapest (a note says how that went).
const std::vector<Journey>& journeys(Ground ground);

// True when A* was the cheapest on every journey of the ground.
bool aStarAlwaysCheapest(Ground ground);

}  // namespace delve::bench
