// Field of view: the game's shadowcasting and Bresenham rays, through the
// game's own entry and bare, beside libtcod's compute_fov on the same maps.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bench_cycle.h"
#include "bench_maps.h"
#include "map/fov.h"

namespace delve::bench {
namespace {

void countSeen(benchmark::State& state, std::int64_t seen) {
    state.counters["seen"] =
        benchmark::Counter(static_cast<double>(seen), benchmark::Counter::kAvgIterations);
}

// What the game runs each turn: updateVisibility forgets the last view,
// then reveals and marks explored what is seen now. Each map is a copy, so
// the benchmark can write its visible and explored cells.
void delveGame(benchmark::State& state, Ground ground, FovAlgorithm algorithm, int radius) {
    const std::vector<BenchMap>& maps = benchMaps(ground);
    std::vector<Map> own;
    for (const BenchMap& map : maps) {
        own.push_back(map.floor.map);
    }
    std::vector<std::pair<Map*, Point>> views;
    for (std::size_t i = 0; i < maps.size(); ++i) {
        for (Point origin : maps[i].origins) {
            views.emplace_back(&own[i], origin);
        }
    }
    Cycle cycle(views.size());
    std::int64_t seen = 0;
    for (auto _ : state) {
        const auto& [map, origin] = views[cycle.next()];
        updateVisibility(*map, origin, radius, algorithm);
        seen += static_cast<std::int64_t>(map->visibleCells().size());
        benchmark::ClobberMemory();
    }
    countSeen(state, seen);
}

// The algorithm alone: opacity from a plain table, and a reveal that only
// counts (shadowcasting counts a cell on a diagonal twice).
void delveBare(benchmark::State& state, Ground ground, FovAlgorithm algorithm, int radius) {
    const std::vector<MapCell> views = viewpoints(ground);
    Cycle cycle(views.size());
    std::int64_t seen = 0;
    for (auto _ : state) {
        const MapCell& view = views[cycle.next()];
        const Grid<std::uint8_t>& opaque = view.map->opaque;
        std::int64_t reveals = 0;
        computeFov(
            algorithm, view.at, radius, Rect{0, 0, opaque.width(), opaque.height()},
            [&](Point p) { return opaque[p] != 0; }, [&](Point) { ++reveals; });
        benchmark::DoNotOptimize(reveals);
        seen += reveals;
    }
    countSeen(state, seen);
}

std::int64_t tcodCellsInView(TCOD_Map* map) {
    std::int64_t count = 0;
    const int width = TCOD_map_get_width(map);
    const int height = TCOD_map_get_height(map);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            count += TCOD_map_is_in_fov(map, x, y) ? 1 : 0;
        }
    }
    return count;
}

// libtcod's compute_fov, walls lit. It clears the whole map's view first
// on every call, which is part of what it costs. The cells seen per view
// are counted once before the timing, so the loop only adds them up.
void tcod(benchmark::State& state, Ground ground, TCOD_fov_algorithm_t algorithm, int radius) {
    const std::vector<MapCell> views = viewpoints(ground);
    std::vector<std::int64_t> seenFrom;
    for (const MapCell& view : views) {
        TCOD_map_compute_fov(view.map->tcod.get(), view.at.x, view.at.y, radius, true, algorithm);
        seenFrom.push_back(tcodCellsInView(view.map->tcod.get()));
    }
    Cycle cycle(views.size());
    std::int64_t seen = 0;
    for (auto _ : state) {
        const std::size_t i = cycle.next();
        const MapCell& view = views[i];
        TCOD_map_compute_fov(view.map->tcod.get(), view.at.x, view.at.y, radius, true, algorithm);
        benchmark::ClobberMemory();
        seen += seenFrom[i];
    }
    countSeen(state, seen);
}

std::string nameOf(std::string_view kind, Ground ground, int radius) {
    return "Fov/" + std::string(kind) + "/" + std::string(groundName(ground)) + "/r" +
           std::to_string(radius);
}

bool registerFovBenches() {
    for (Ground ground : {Ground::Floors, Ground::Cave}) {
        for (int radius : {8, 0}) {
            const auto add = [&](std::string_view kind, auto run, auto algorithm) {
                benchmark::internal::Benchmark* added = benchmark::RegisterBenchmark(
                    nameOf(kind, ground, radius).c_str(), run, ground, algorithm, radius);
                added->Unit(benchmark::kMicrosecond);
                // Bresenham rays to every cell of the cave take milliseconds a
                // view: a fixed count makes every viewpoint weigh the same.
                if (ground == Ground::Cave && radius == 0 &&
                    kind.find("bresenham") != std::string_view::npos) {
                    added->Iterations(kCaveOrigins);
                }
            };
            add("delve_shadowcast", delveGame, FovAlgorithm::Shadowcast);
            add("bare_shadowcast", delveBare, FovAlgorithm::Shadowcast);
            add("tcod_symmetric", tcod, FOV_SYMMETRIC_SHADOWCAST);
            add("tcod_shadow", tcod, FOV_SHADOW);
            add("delve_bresenham", delveGame, FovAlgorithm::Bresenham);
            add("bare_bresenham", delveBare, FovAlgorithm::Bresenham);
        }
    }
    return true;
}

[[maybe_unused]] const bool fovBenchesRegistered = registerFovBenches();

}  // namespace
}  // namespace delve::bench
