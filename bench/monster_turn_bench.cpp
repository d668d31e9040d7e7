// A whole turn of the game with forty monsters hunting the hero on an 80x40
// floor: the scheduler, sight, and forty A* searches through the corridors.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <optional>

#include "content/rules_loader.h"
#include "game/game.h"
#include "hunters.h"
#include "run_files.h"
#include "untimed_copy.h"

namespace delve::bench {
namespace {

constexpr int kHunters = 40;

// Seed 42's first floor with forty orcs scattered over it, every one of them
// hunting the hero from wherever it stands.
const Game& huntedGame() {
    static const Game game = [] {
        const RulesPtr rules = loadRules(dataFolder());
        Game made(GameOptions{42, "fighter", nullptr, rules});
        addHunters(made, kHunters, 7);
        return made;
    }();
    return game;
}

void BM_MonsterTurn(benchmark::State& state) {
    const Game& start = huntedGame();
    std::size_t hunting = 0;
    std::optional<Game> copy;
    for (auto _ : state) {
        Game& game = untimedCopy(state, copy, start);  // every turn from the same position
        game.act(Wait{});
        benchmark::DoNotOptimize(game.hero().hp);
        hunting = static_cast<std::size_t>(
            std::count_if(game.stage().monsters().begin(), game.stage().monsters().end(),
                          [](const Monster& monster) { return monster.hunting(); }));
    }
    state.counters["hunting"] = static_cast<double>(hunting);
    state.counters["monsters"] = static_cast<double>(start.stage().monsters().size());
}
BENCHMARK(BM_MonsterTurn)->Name("Turn/delve/40hunters80x40")->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace delve::bench
