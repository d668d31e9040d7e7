// Whole Dijkstra maps from one cell: the game's DijkstraMap beside libtcod's
// TCOD_dijkstra_compute on the same maps.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "bench_cycle.h"
#include "bench_maps.h"
#include "bench_notes.h"
#include "map/dijkstra_map.h"

namespace delve::bench {
namespace {

// libtcod's Dijkstra is given the game's diagonal (kGameDiagonal, exact in
// its whole hundredths), but its map cannot make a closed door cost two
// steps, as the game's costs do; so the timings compare each side on its
// own costs, and the check below gives Delve libtcod's costs to see that
// both find the same distances cell for cell.

// Each map's Dijkstra map spreads from where the hero arrives on it.
std::vector<const BenchMap*> mapsOf(Ground ground) {
    std::vector<const BenchMap*> maps;
    for (const BenchMap& map : benchMaps(ground)) {
        maps.push_back(&map);
    }
    return maps;
}

std::vector<TcodDijkstra> tcodDijkstras(const std::vector<const BenchMap*>& maps) {
    std::vector<TcodDijkstra> made;
    for (const BenchMap* map : maps) {
        made.emplace_back(TCOD_dijkstra_new(map->tcod.get(), kGameDiagonal));
    }
    return made;
}

std::int64_t cellsReached(const DijkstraMap& distances) {
    std::int64_t reached = 0;
    for (int y = 0; y < distances.height(); ++y) {
        for (int x = 0; x < distances.width(); ++x) {
            reached += distances.reached({x, y}) ? 1 : 0;
        }
    }
    return reached;
}

// Once per ground: do both sides find the same distances?
void compareOnce(Ground ground) {
    static std::array<bool, 2> compared{};
    bool& done = compared[static_cast<std::size_t>(ground)];
    if (done) {
        return;
    }
    done = true;
    const std::vector<const BenchMap*> maps = mapsOf(ground);
    std::vector<TcodDijkstra> theirs = tcodDijkstras(maps);
    std::int64_t cells = 0;
    std::int64_t agree = 0;
    DijkstraMap ours;
    for (std::size_t i = 0; i < maps.size(); ++i) {
        const StepCosts& costs = maps[i]->costs;
        const StepCosts sameAsTcod = StepCosts::fromRule(
            costs.width(), costs.height(),
            [&](Point p) { return costs.isPassable(p) ? kStepCost : StepCosts::kBlocked; });
        const Point start = maps[i]->floor.start;
        const std::array<DijkstraGoal, 1> goal{{{start, 0}}};
        ours.compute(sameAsTcod, goal);
        TCOD_dijkstra_compute(theirs[i].get(), start.x, start.y);
        for (int y = 0; y < ours.height(); ++y) {
            for (int x = 0; x < ours.width(); ++x) {
                const unsigned tcodValue =
                    theirs[i]->distances[static_cast<std::size_t>(y * ours.width() + x)];
                const bool tcodReached = tcodValue != 0xFFFFFFFFu;
                if (!ours.reached({x, y}) && !tcodReached) {
                    continue;
                }
                ++cells;
                agree += tcodReached && ours.reached({x, y}) &&
                                 static_cast<int>(tcodValue) == ours.at({x, y})
                             ? 1
                             : 0;
            }
        }
    }
    addNote(std::string(groundName(ground)) +
            ": with a closed door one step, as libtcod's map has it, libtcod's Dijkstra "
            "(diagonal 1.01) and Delve's agree on " +
            std::to_string(agree) + " of " + std::to_string(cells) + " cells either reaches");
}

void delveDijkstra(benchmark::State& state, Ground ground) {
    compareOnce(ground);
    const std::vector<const BenchMap*> maps = mapsOf(ground);
    DijkstraMap distances;
    std::vector<std::int64_t> reachedOn;
    for (const BenchMap* map : maps) {
        const std::array<DijkstraGoal, 1> goal{{{map->floor.start, 0}}};
        distances.compute(map->costs, goal);
        reachedOn.push_back(cellsReached(distances));
    }
    Cycle cycle(maps.size());
    std::int64_t expanded = 0;
    std::int64_t reached = 0;
    for (auto _ : state) {
        const std::size_t i = cycle.next();
        const std::array<DijkstraGoal, 1> goal{{{maps[i]->floor.start, 0}}};
        distances.compute(maps[i]->costs, goal);
        benchmark::ClobberMemory();
        expanded += distances.expanded();
        reached += reachedOn[i];
    }
    state.counters["expanded"] =
        benchmark::Counter(static_cast<double>(expanded), benchmark::Counter::kAvgIterations);
    state.counters["reached"] =
        benchmark::Counter(static_cast<double>(reached), benchmark::Counter::kAvgIterations);
}

void tcodDijkstra(benchmark::State& state, Ground ground) {
    compareOnce(ground);
    const std::vector<const BenchMap*> maps = mapsOf(ground);
    std::vector<TcodDijkstra> theirs = tcodDijkstras(maps);
    std::vector<std::int64_t> reachedOn;
    for (std::size_t i = 0; i < maps.size(); ++i) {
        TCOD_dijkstra_compute(theirs[i].get(), maps[i]->floor.start.x, maps[i]->floor.start.y);
        std::int64_t count = 0;
        for (int cell = 0; cell < theirs[i]->nodes_max; ++cell) {
            count += theirs[i]->distances[cell] != 0xFFFFFFFFu ? 1 : 0;
        }
        reachedOn.push_back(count);
    }
    Cycle cycle(maps.size());
    std::int64_t reached = 0;
    for (auto _ : state) {
        const std::size_t i = cycle.next();
        TCOD_dijkstra_compute(theirs[i].get(), maps[i]->floor.start.x, maps[i]->floor.start.y);
        benchmark::ClobberMemory();
        reached += reachedOn[i];
    }
    state.counters["reached"] =
        benchmark::Counter(static_cast<double>(reached), benchmark::Counter::kAvgIterations);
}

bool registerDijkstraBenches() {
    for (Ground ground : {Ground::Floors, Ground::Cave}) {
        const std::string where(groundName(ground));
        const benchmark::TimeUnit unit =
            ground == Ground::Floors ? benchmark::kMicrosecond : benchmark::kMillisecond;
        benchmark::RegisterBenchmark(("DijkstraMap/delve/" + where).c_str(), delveDijkstra, ground)
            ->Unit(unit);
        benchmark::RegisterBenchmark(("DijkstraMap/tcod/" + where).c_str(), tcodDijkstra, ground)
            ->Unit(unit);
    }
    return true;
}

[[maybe_unused]] const bool dijkstraBenchesRegistered = registerDijkstraBenches();

}  // namespace
}  // namespace delve::bench
