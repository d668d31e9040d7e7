// What light and a whole frame cost: lighting the hero's view for one turn
// on an 80x40 floor (where torches hang, then every light that reaches what
// she sees), and drawing a whole frame of a 4K window, the ui's cells and
// the painter's pixels apart.
#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "content/rules_loader.h"
#include "frontend/sdl/offscreen_canvas.h"
#include "game/game.h"
#include "run_files.h"
#include "ui/app.h"
#include "ui/views/fixtures.h"
#include "ui/views/light_map.h"

namespace delve::bench {
namespace {

// Seed 42's first floor, half explored: the hero in a room, torches and
// fungus about.
const Game& exploredGame() {
    static const Game game = [] {
        Game explored(GameOptions{42, "fighter", nullptr, loadRules(dataFolder())});
        for (int i = 0; i < 3 && !explored.isOver(); ++i) {
            explored.act(Explore{});
            while (explored.commandRunning()) {
                explored.continueCommand();
            }
        }
        return explored;
    }();
    return game;
}

void BM_LightTurn(benchmark::State& state) {
    const Game& game = exploredGame();
    std::size_t fixtures = 0;
    for (auto _ : state) {
        const Fixtures hung = fixturesOf(game);
        const LightMap light(game, hung);
        benchmark::DoNotOptimize(light.at(game.hero().position));
        fixtures = hung.all().size();
    }
    state.counters["fixtures"] = static_cast<double>(fixtures);
}
BENCHMARK(BM_LightTurn)->Name("Light/delve/turn80x40")->Unit(benchmark::kMicrosecond);

// A 4K window's picture (3840x2160) at the window's font: the grid the
// painter would have there.
SdlOptions fourK() {
    SdlOptions options;
    options.pictureWidth = 3840;
    options.pictureHeight = 2160;
    options.rows = 110;
    options.softwareRenderer = true;
    return options;
}

std::unique_ptr<OffscreenCanvas> fourKCanvas() {
    std::string whyNot;
    auto canvas = OffscreenCanvas::open(fourK(), whyNot);
    if (!canvas) {
        throw std::runtime_error(whyNot);
    }
    return canvas;
}

// The ui drawing every cell of a 4K window's grid: the map, the panel, the
// log, with light.
void BM_DrawFrame4K(benchmark::State& state) {
    const auto canvas = fourKCanvas();
    App app(GameOptions{42, "fighter", nullptr, loadRules(dataFolder())}, StartChoices{},
            DrawStyle{});
    CellBuffer frame(canvas->columns(), canvas->rows());
    for (auto _ : state) {
        app.draw(frame);
        benchmark::DoNotOptimize(frame.at({0, 0}));
    }
    state.counters["cells"] = static_cast<double>(canvas->columns() * canvas->rows());
}
BENCHMARK(BM_DrawFrame4K)->Name("Frame/delve/draw4K")->Unit(benchmark::kMillisecond);

// The painter putting every cell of a 4K frame into pixels (SDL's software
// renderer): two frames in turn, so that every cell changes each time.
void BM_PaintFrame4K(benchmark::State& state) {
    const auto canvas = fourKCanvas();
    App app(GameOptions{42, "fighter", nullptr, loadRules(dataFolder())}, StartChoices{},
            DrawStyle{});
    CellBuffer frames[2] = {CellBuffer(canvas->columns(), canvas->rows()),
                            CellBuffer(canvas->columns(), canvas->rows())};
    app.draw(frames[0]);
    app.draw(frames[1]);
    frames[1].fade(50);
    int painted = 0;
    int which = 0;
    for (auto _ : state) {
        painted = canvas->paint(frames[which]);
        which = 1 - which;
    }
    state.counters["cells"] = painted;
}
BENCHMARK(BM_PaintFrame4K)->Name("Frame/delve/paint4K")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace delve::bench
