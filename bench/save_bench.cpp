// Keeping a run: writing its save and reading it back, as the game does on
// every new floor and on quitting, and as F5 / F9 and the crash journal
// will. A save is text declared once (keep/run_lines.h) and goes through a
// SavedRun on the way, a copy of the run; these say what that costs on an
// ordinary floor and on the 1000x1000 cave, the largest map a save holds.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "bench_maps.h"
#include "content/rules_loader.h"
#include "game/game.h"
#include "hunters.h"
#include "keep/save_codec.h"
#include "run_files.h"

namespace delve::bench {
namespace {

const RulesPtr& gameRules() {
    static const RulesPtr rules = loadRules(dataFolder());
    return rules;
}

// A run of a generated floor a few dozen turns in, its floor explored.
Game floorRun() {
    Game game(GameOptions{7, "fighter", nullptr, gameRules()});
    for (int step = 0; step < 40 && !game.isOver(); ++step) {
        game.act(Explore{});
        while (game.commandRunning()) {
            game.continueCommand();
        }
    }
    return game;
}

// A run on the cave, with a hundred orcs hunting the hero.
Game caveRun() {
    Game game(GameOptions{3, "fighter", caveLevel(), gameRules()});
    addHunters(game, 100, 11);
    return game;
}

const Game& runOn(Ground ground) {
    static const Game onFloor = floorRun();
    static const Game onCave = caveRun();
    return ground == Ground::Cave ? onCave : onFloor;
}

void BM_WriteSave(benchmark::State& state, Ground ground) {
    const Game& game = runOn(ground);
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string text = SaveCodec::write(game);
        bytes = text.size();
        benchmark::DoNotOptimize(text.data());
    }
    state.counters["bytes"] = static_cast<double>(bytes);
}

void BM_ReadSave(benchmark::State& state, Ground ground) {
    const std::string text = SaveCodec::write(runOn(ground));
    for (auto _ : state) {
        const Game game = SaveCodec::read(text, "bench.save", gameRules());
        benchmark::DoNotOptimize(game.turn());
    }
    state.counters["bytes"] = static_cast<double>(text.size());
}

BENCHMARK_CAPTURE(BM_WriteSave, floor, Ground::Floors)
    ->Name("Save/write/floor80x40")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_ReadSave, floor, Ground::Floors)
    ->Name("Save/read/floor80x40")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_WriteSave, cave, Ground::Cave)
    ->Name("Save/write/cave1000")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReadSave, cave, Ground::Cave)
    ->Name("Save/read/cave1000")
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace delve::bench
