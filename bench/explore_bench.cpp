// Exploring a whole 80x40 floor with o, as the game plays it: every step a
// turn (sight, the hero's upkeep) plus the known floor's costs, the edge of
// what has been seen and a Dijkstra map to it, worked out afresh.
#include <benchmark/benchmark.h>

#include <array>
#include <optional>

#include "content/rules_loader.h"
#include "game/game.h"

namespace delve::bench {
namespace {

// A few first floors with no monsters, so nothing stops the exploring.
const std::array<Game, 4>& startingGames() {
    static const std::array<Game, 4> games = [] {
        const RulesPtr rules = loadRules(DELVE_DATA_DIR);
        auto gameFor = [&rules](std::uint64_t seed) {
            GameOptions options{seed, "fighter", std::nullopt, rules};
            options.noMonsters = true;
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
    for (auto _ : state) {
        state.PauseTiming();
        Game game = starts[next];
        next = (next + 1) % starts.size();
        state.ResumeTiming();
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

}  // namespace
}  // namespace delve::bench
