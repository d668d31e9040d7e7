// Exploring a whole 80x40 floor with o, as the game plays it: every step a
// turn (sight, the hero's upkeep) plus the known floor's costs, the edge of
// what has been seen and a Dijkstra map to it, worked out afresh.
#include <benchmark/benchmark.h>

#include <array>
#include <optional>
#include <vector>

#include "content/rules_loader.h"
#include "game/game.h"
#include "run_files.h"
#include "untimed_copy.h"

namespace delve::bench {
namespace {

// A few first floors with no monsters, so nothing stops the exploring.
const std::array<Game, 4>& startingGames() {
    static const std::array<Game, 4> games = [] {
        const RulesPtr rules = loadRules(dataFolder());
        auto gameFor = [&rules](std::uint64_t seed) {
            GameOptions options{seed, "fighter", nullptr, rules};
            options.emptyFloors = true;
            return Game(options);
        };
        return std::array<Game, 4>{gameFor(42), gameFor(7), gameFor(1234), gameFor(99)};
    }();
    return games;
}

void BM_ExploreFloor(benchmark::State& state) {
    const auto& starts = startingGames();
    std::size_t next = 0;
    long long steps = 0;
    long long explored = 0;
    std::optional<Game> copy;
    for (auto _ : state) {
        Game& game = untimedCopy(state, copy, starts[next]);
        next = (next + 1) % starts.size();
        game.act(Explore{});
        while (game.commandRunning()) {
            game.continueCommand();
        }
        benchmark::DoNotOptimize(game.hero().position);
        steps += game.turn();
        explored += game.map().exploredCount();
    }
    const auto runs = static_cast<double>(state.iterations());
    state.counters["steps"] = static_cast<double>(steps) / runs;
    state.counters["explored"] = static_cast<double>(explored) / runs;
}
BENCHMARK(BM_ExploreFloor)
    ->Name("Explore/delve/wholeFloor80x40")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(40);

// The way a click would travel, asked as the screen asks it for the cell
// under the mouse: every frame, mostly within one turn, so the known floor's
// costs are kept and each ask is one A* search, across an explored floor.
void BM_TravelRoute(benchmark::State& state) {
    Game game = startingGames()[0];
    game.act(Explore{});
    while (game.commandRunning()) {
        game.continueCommand();
    }
    // The explored cell farthest from where exploring ended, so the way
    // runs across the floor.
    const Point from = game.hero().position;
    Point farthest = from;
    for (int y = 0; y < game.map().height(); ++y) {
        for (int x = 0; x < game.map().width(); ++x) {
            const Point cell{x, y};
            if (game.map().isExplored(cell) && game.map().isWalkable(cell) &&
                chebyshevDistance(cell, from) > chebyshevDistance(farthest, from)) {
                farthest = cell;
            }
        }
    }
    std::size_t steps = 0;
    for (auto _ : state) {
        const std::vector<Point> route = game.foresight().travelRoute(farthest);
        steps = route.size();
        benchmark::DoNotOptimize(route.data());
    }
    state.counters["steps"] = static_cast<double>(steps);
}
BENCHMARK(BM_TravelRoute)->Name("TravelRoute/delve/floor80x40")->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace delve::bench
