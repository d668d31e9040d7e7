// A whole turn of the game on the 1000x1000 cave with many monsters hunting
// the hero: its cost should grow with their number, not with its square,
// since the floor finds a monster at a cell through its index and the
// hunters share one map of the distances to the hero. That map is kept
// while the hero stays; a turn in which the hero steps makes it again, as
// far out as the farthest hunter, which the second benchmark times.
#include <benchmark/benchmark.h>

#include <memory>
#include <optional>

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
// Each timed turn needs a copy of the whole cave made with the clock
// stopped, which takes far longer than the turn: a fixed number of turns
// keeps the run to seconds.
constexpr int kCaveTurns = 200;

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
    ->Iterations(kCaveTurns)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// The first way out of the hero's cell that nothing stands in.
Direction freeStep(const Game& game) {
    for (Direction d : kAllDirections) {
        const Point to = game.hero().position + offset(d);
        if (game.map().isWalkable(to) && game.stage().monsterAt(to) == nullptr) {
            return d;
        }
    }
    return Direction::North;
}

void BM_CrowdTurnHeroSteps(benchmark::State& state) {
    const Game start = crowdedCave(static_cast<int>(state.range(0)));
    const Direction step = freeStep(start);
    std::optional<Game> copy;
    for (auto _ : state) {
        Game& game = untimedCopy(state, copy, start);
        game.act(Step{step});
        benchmark::DoNotOptimize(game.hero().hp);
    }
    state.counters["monsters"] = static_cast<double>(start.stage().monsters().size());
}
BENCHMARK(BM_CrowdTurnHeroSteps)
    ->Name("Turn/delve/heroSteps/cave1000")
    ->Arg(1000)
    ->Iterations(2)
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace delve::bench
