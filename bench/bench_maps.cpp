#include "bench_maps.h"

#include <array>

#include "core/rng.h"

namespace delve::bench {

namespace {

constexpr std::array<std::uint64_t, 4> kFloorSeeds = {11, 23, 37, 41};
constexpr int kOriginsPerFloor = 16;
constexpr std::uint64_t kCaveSeed = 1000;
constexpr int kCaveSize = 1000;

TcodMap tcodMapOf(const Map& map, const StepCosts& costs) {
    TcodMap tcod(TCOD_map_new(map.width(), map.height()));
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            TCOD_map_set_properties(tcod.get(), x, y, !map.isOpaque(p), costs.isPassable(p));
        }
    }
    return tcod;
}

// Walkable cells picked by dice of their own, so the choice does not
// change when the generators change how many rolls they use.
std::vector<Point> originsOn(const Map& map, int count, std::uint64_t seed) {
    std::vector<Point> walkable;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.isWalkable({x, y})) {
                walkable.push_back({x, y});
            }
        }
    }
    Rng rng(seed, 7);
    std::vector<Point> origins;
    for (int i = 0; i < count; ++i) {
        origins.push_back(rng.pick(walkable));
    }
    return origins;
}

BenchMap benchMapOf(GeneratedFloor floor, int origins, std::uint64_t seed) {
    BenchMap made;
    made.floor = std::move(floor);
    const Map& map = made.floor.map;
    made.costs = stepCostsFor(map);
    made.opaque = Grid<std::uint8_t>(map.width(), map.height(), 0);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            made.opaque[{x, y}] = map.isOpaque({x, y}) ? 1 : 0;
        }
    }
    made.tcod = tcodMapOf(map, made.costs);
    made.origins = originsOn(map, origins, seed);
    return made;
}

std::vector<BenchMap> makeFloors() {
    std::vector<BenchMap> floors;
    for (std::uint64_t seed : kFloorSeeds) {
        Rng rng(seed);
        floors.push_back(
            benchMapOf(generateRoomsAndCorridors(kDefaultFloorWidth, kDefaultFloorHeight, rng),
                       kOriginsPerFloor, seed));
    }
    return floors;
}

std::vector<BenchMap> makeCave() {
    Rng rng(kCaveSeed);
    std::vector<BenchMap> cave;
    cave.push_back(benchMapOf(generateCave(kCaveSize, kCaveSize, rng), kCaveOrigins, kCaveSeed));
    return cave;
}

}  // namespace

std::string_view groundName(Ground ground) {
    return ground == Ground::Floors ? "floor80x40" : "cave1000";
}

const std::vector<BenchMap>& benchMaps(Ground ground) {
    if (ground == Ground::Floors) {
        static const std::vector<BenchMap> floors = makeFloors();
        return floors;
    }
    static const std::vector<BenchMap> cave = makeCave();
    return cave;
}

std::vector<MapCell> viewpoints(Ground ground) {
    std::vector<MapCell> cells;
    for (const BenchMap& map : benchMaps(ground)) {
        for (Point origin : map.origins) {
            cells.push_back({&map, origin});
        }
    }
    return cells;
}

}  // namespace delve::bench
