// A*: the game's PathFinder beside libtcod's TCOD_path_compute, on the same
// journeys of the same maps.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bench_cycle.h"
#include "bench_maps.h"
#include "bench_notes.h"
#include "journeys.h"

namespace delve::bench {
namespace {

// The two ways libtcod can be asked:
// - Map: TCOD_path_new_using_map with libtcod's usual diagonal of 1.41, for
//   which its straight-line guess stays (almost) a lower bound. Every
//   walkable cell costs one step, closed doors too.
// - Costs: TCOD_path_new_using_function with the game's own costs (a closed
//   door two steps, a diagonal 1.01 of a step), so it answers the very
//   question the game's A* answers, paying a call per neighbour looked at.
enum class TcodWay { Map, Costs };

constexpr float kTcodUsualDiagonal = 1.41f;

struct CostLookup {
    const StepCosts* costs;
    std::int64_t calls = 0;
};

float tcodStepCost(int, int, int toX, int toY, void* data) {
    auto* lookup = static_cast<CostLookup*>(data);
    ++lookup->calls;
    return static_cast<float>(lookup->costs->at({toX, toY})) / kStepCost;
}

// libtcod's path objects, one per map of a ground, made before timing.
class TcodSearch {
  public:
    TcodSearch(Ground ground, TcodWay way) : maps_(&benchMaps(ground)) {
        for (const BenchMap& map : *maps_) {
            if (way == TcodWay::Map) {
                paths_.emplace_back(TCOD_path_new_using_map(map.tcod.get(), kTcodUsualDiagonal));
            } else {
                lookups_.push_back(std::make_unique<CostLookup>(CostLookup{&map.costs}));
                paths_.emplace_back(TCOD_path_new_using_function(
                    map.costs.width(), map.costs.height(), tcodStepCost, lookups_.back().get(),
                    kGameDiagonal));
            }
        }
    }

    TCOD_Path* pathOn(const BenchMap* map) const {
        return paths_[static_cast<std::size_t>(map - maps_->data())].get();
    }

    std::int64_t costCalls() const {
        std::int64_t calls = 0;
        for (const auto& lookup : lookups_) {
            calls += lookup->calls;
        }
        return calls;
    }

  private:
    const std::vector<BenchMap>* maps_;
    std::vector<std::unique_ptr<CostLookup>> lookups_;
    std::vector<TcodPath> paths_;
};

// A way walked, measured in the game's costs.
struct WalkMeasure {
    int steps = 0;
    int diagonals = 0;
    int cost = 0;
};

WalkMeasure measure(const StepCosts& costs, Point from, const std::vector<Point>& cells) {
    WalkMeasure walk;
    Point at = from;
    for (Point next : cells) {
        const bool diagonal = next.x != at.x && next.y != at.y;
        walk.cost += costs.at(next) + (diagonal ? kDiagonalExtra : 0);
        walk.diagonals += diagonal ? 1 : 0;
        ++walk.steps;
        at = next;
    }
    return walk;
}

std::vector<Point> tcodCells(TCOD_Path* path) {
    std::vector<Point> cells;
    const int size = TCOD_path_size(path);
    for (int i = 0; i < size; ++i) {
        Point p;
        TCOD_path_get(path, i, &p.x, &p.y);
        cells.push_back(p);
    }
    return cells;
}

// How libtcod's ways compare with the game's cheapest, in the game's costs.
struct Quality {
    int journeys = 0;
    int dearer = 0;     // cost more
    int moreSteps = 0;  // took more steps
    double worstExtra = 0;
};

Quality judge(Ground ground, TcodWay way) {
    const TcodSearch search(ground, way);
    Quality quality;
    for (const Journey& journey : journeys(ground)) {
        TCOD_Path* path = search.pathOn(journey.map);
        if (!TCOD_path_compute(path, journey.from.x, journey.from.y, journey.to.x, journey.to.y)) {
            continue;
        }
        const WalkMeasure theirs = measure(journey.map->costs, journey.from, tcodCells(path));
        const WalkMeasure ours = measure(journey.map->costs, journey.from, journey.best.path);
        ++quality.journeys;
        quality.dearer += theirs.cost > ours.cost ? 1 : 0;
        quality.moreSteps += theirs.steps > ours.steps ? 1 : 0;
        quality.worstExtra = std::max(quality.worstExtra,
                                      100.0 * (theirs.cost - ours.cost) / std::max(ours.cost, 1));
    }
    return quality;
}

std::string_view wayName(TcodWay way) {
    return way == TcodWay::Map ? "tcod_map" : "tcod_costs";
}

// Judged once per ground and way, the first time it is needed.
const Quality& qualityOf(Ground ground, TcodWay way) {
    static std::array<std::optional<Quality>, 4> judged;
    std::optional<Quality>& slot =
        judged[static_cast<std::size_t>(ground) * 2 + static_cast<std::size_t>(way)];
    if (!slot) {
        slot = judge(ground, way);
        char worst[32];
        std::snprintf(worst, sizeof worst, "%.1f%%", slot->worstExtra);
        addNote(std::string(groundName(ground)) + ": " + std::string(wayName(way)) +
                " A* costs more than Delve's (in Delve's costs) on " +
                std::to_string(slot->dearer) + " of " + std::to_string(slot->journeys) +
                " journeys, takes more steps on " + std::to_string(slot->moreSteps) +
                ", at worst " + worst + " dearer");
    }
    return *slot;
}

void perIteration(benchmark::State& state, const char* name, std::int64_t total) {
    state.counters[name] =
        benchmark::Counter(static_cast<double>(total), benchmark::Counter::kAvgIterations);
}

void delveAStar(benchmark::State& state, Ground ground) {
    const std::vector<Journey>& list = journeys(ground);
    if (!aStarAlwaysCheapest(ground)) {
        state.SkipWithError("A* is not always the cheapest way: see the notes");
        return;
    }
    PathFinder finder;
    PathResult result;
    // The finder sizes its arrays to the map on its first search.
    finder.find(PathAlgorithm::AStar, list.front().map->costs, list.front().from, list.front().to,
                result);
    Cycle cycle(list.size());
    std::int64_t steps = 0;
    std::int64_t expanded = 0;
    for (auto _ : state) {
        const Journey& journey = list[cycle.next()];
        finder.find(PathAlgorithm::AStar, journey.map->costs, journey.from, journey.to, result);
        benchmark::DoNotOptimize(result.path.data());
        benchmark::ClobberMemory();
        steps += static_cast<std::int64_t>(result.path.size());
        expanded += result.expanded;
    }
    perIteration(state, "steps", steps);
    perIteration(state, "expanded", expanded);
}

void tcodAStar(benchmark::State& state, Ground ground, TcodWay way) {
    const std::vector<Journey>& list = journeys(ground);
    const Quality& quality = qualityOf(ground, way);
    const TcodSearch search(ground, way);
    // libtcod's grids are fresh from calloc: touch them once before timing.
    for (const Journey& journey : list) {
        TCOD_path_compute(search.pathOn(journey.map), journey.from.x, journey.from.y, journey.to.x,
                          journey.to.y);
    }
    Cycle cycle(list.size());
    std::int64_t steps = 0;
    const std::int64_t callsBefore = search.costCalls();
    for (auto _ : state) {
        const Journey& journey = list[cycle.next()];
        TCOD_Path* path = search.pathOn(journey.map);
        const bool found =
            TCOD_path_compute(path, journey.from.x, journey.from.y, journey.to.x, journey.to.y);
        benchmark::DoNotOptimize(found);
        benchmark::ClobberMemory();
        steps += TCOD_path_size(path);
    }
    perIteration(state, "steps", steps);
    if (way == TcodWay::Costs) {
        perIteration(state, "costCalls", search.costCalls() - callsBefore);
    }
    state.counters["dearer"] = static_cast<double>(quality.dearer) / std::max(quality.journeys, 1);
}

// On the cave one search takes milliseconds, so those benchmarks run a fixed
// number of whole rounds of its journeys, each journey weighing the same;
// libtcod's map searches are the slowest there and get fewer rounds.
constexpr int kCaveRounds = 10;
constexpr int kCaveRoundsSlow = 2;

bool registerPathBenches() {
    for (Ground ground : {Ground::Floors, Ground::Cave}) {
        const std::string where(groundName(ground));
        const auto shape = [&](benchmark::internal::Benchmark* added, int caveRounds) {
            if (ground == Ground::Floors) {
                added->Unit(benchmark::kMicrosecond);
            } else {
                added->Unit(benchmark::kMillisecond)->Iterations(caveRounds * kCaveJourneys);
            }
        };
        shape(benchmark::RegisterBenchmark(("AStar/delve/" + where).c_str(), delveAStar, ground),
              kCaveRounds);
        for (TcodWay way : {TcodWay::Map, TcodWay::Costs}) {
            shape(benchmark::RegisterBenchmark(
                      ("AStar/" + std::string(wayName(way)) + "/" + where).c_str(), tcodAStar,
                      ground, way),
                  way == TcodWay::Map ? kCaveRoundsSlow : kCaveRounds);
        }
    }
    return true;
}

[[maybe_unused]] const bool pathBenchesRegistered = registerPathBenches();

}  // namespace
}  // namespace delve::bench
