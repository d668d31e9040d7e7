// A whole turn of the game with forty monsters hunting the hero on an 80x40
// floor: the scheduler, sight, and forty A* searches through the corridors.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <optional>

#include "content/rules_loader.h"
#include "core/rng.h"
#include "game/game.h"
#include "world/dijkstra_map.h"
#include "world/path_costs.h"

namespace delve::bench {
namespace {

constexpr int kHunters = 40;

// Seed 42's first floor with forty orcs scattered over it, every one of them
// hunting the hero from wherever it stands.
const Game& huntedGame() {
    static const Game game = [] {
        const RulesPtr rules = loadRules(DELVE_DATA_DIR);
        Game made(GameOptions{42, "fighter", nullptr, rules});
        // Only where there is a way to the hero (not behind a secret door).
        DijkstraMap reach;
        reach.compute(stepCostsFor(made.map()), made.hero().position);
        Rng scatter(7);
        int placed = 0;
        while (placed < kHunters) {
            const Point cell{scatter.roll(0, made.map().width() - 1),
                             scatter.roll(0, made.map().height() - 1)};
            if (made.map().isWalkable(cell) && reach.reached(cell) &&
                made.monsterAt(cell) == nullptr && cell != made.hero().position) {
                Monster& orc = made.addMonster(*rules->monster("orc"), cell, MonsterMind::Hunting);
                orc.lastSeenHero = made.hero().position;
                ++placed;
            }
        }
        made.act(Wait{});  // they notice; the floor's costs are worked out once
        return made;
    }();
    return game;
}

void BM_MonsterTurn(benchmark::State& state) {
    const Game& start = huntedGame();
    std::size_t hunting = 0;
    for (auto _ : state) {
        state.PauseTiming();
        Game game = start;  // every turn from the same position
        state.ResumeTiming();
        game.act(Wait{});
        benchmark::DoNotOptimize(game.hero().hp);
        hunting = static_cast<std::size_t>(
            std::count_if(game.monsters().begin(), game.monsters().end(),
                          [](const Monster& monster) { return monster.hunting(); }));
    }
    state.counters["hunting"] = static_cast<double>(hunting);
    state.counters["monsters"] = static_cast<double>(start.monsters().size());
}
BENCHMARK(BM_MonsterTurn)->Name("Turn/delve/40hunters80x40")->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace delve::bench
