// A whole turn of the game on the 1000x1000 cave with many monsters hunting
// the hero: its cost should grow with their number, not with its square,
// since the floor finds a monster at a cell through its index and the
// hunters share one map of the distances to the hero.
#include <benchmark/benchmark.h>

#include <optional>

#include <memory>

#include "bench_maps.h"
#include "content/rules_loader.h"
#include "game/game.h"
#include "hunters.h"
#include "run_files.h"
#include "untimed_copy.h"

namespace delve::bench {
namespace {

// The cave as a level to start on, with `count` orcs scattered where a way
// leads to the hero, every one of them hunting.
Game crowdedCave(int count) {
    static const RulesPtr rules = loadRules(dataFolder());
    GameOptions options{3, "fighter", caveLevel(), rules};
    Game game(options);
    addHunters(game, count, 11);
    return game;
}

void BM_CrowdTurn(benchmark::State& state) {
    const Game start = crowdedCave(static_cast<int>(state.range(0)));
    std::optional<Game> copy;
    for (auto _ : state) {
        Game& game = untimedCopy(state, copy, start);  // every turn from the same position
        game.act(Wait{});
        benchmark::DoNotOptimize(game.hero().hp);
    }
    state.SetComplexityN(state.range(0));
    state.counters["monsters"] = static_cast<double>(start.stage().monsters().size());
}
BENCHMARK(BM_CrowdTurn)
    ->Name("Turn/delve/hunters/cave1000")
    ->RangeMultiplier(2)
    ->Range(125, 1000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace delve::bench
