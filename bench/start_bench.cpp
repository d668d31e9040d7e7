// Starting a run and playing one: what `delve --headless` does before its
// first frame, and a run of 2,000 keys from fixed dice, as a script or a
// replay plays them.
#include <benchmark/benchmark.h>

#include <array>
#include <sstream>
#include <string>
#include <string_view>

#include "content/rules_loader.h"
#include "core/language.h"
#include "core/rng.h"
#include "frontend/headless/headless_run.h"
#include "run_files.h"
#include "ui/app.h"
#include "ui/text/catalog.h"
#include "ui/text/translation.h"

namespace delve::bench {
namespace {

constexpr std::uint64_t kSeed = 42;

// The keys a random run presses: the eight steps, waiting, exploring,
// resting, searching, the pack and answers (no `<`, which starts a named
// key in a key string).
constexpr std::string_view kRandomKeys = "hjklyubn.oRsZgiy";
constexpr int kKeyCount = 2000;

std::string randomKeys() {
    Rng dice(5);
    std::string keys;
    for (int i = 0; i < kKeyCount; ++i) {
        keys += kRandomKeys[dice.below(static_cast<std::uint32_t>(kRandomKeys.size()))];
    }
    return keys;
}

// The rules read from the data files, the four languages' catalogs read,
// a run made and its first frame drawn as text: everything a headless start
// does but starting the process.
void BM_FirstFrame(benchmark::State& state) {
    const std::filesystem::path catalogs = catalogFolder(processEnvironment);
    std::size_t frameSize = 0;
    for (auto _ : state) {
        const RulesPtr rules = loadRules(dataFolder());
        std::array<Catalog, kAllLanguages.size()> loaded;
        for (std::size_t i = 0; i < kAllLanguages.size(); ++i) {
            loaded[i] = Catalog(kAllLanguages[i], catalogs);
        }
        const ScopedCatalog speaking(loaded.back());
        App app(GameOptions{kSeed, "fighter", nullptr, rules}, StartChoices{}, DrawStyle{true});
        std::ostringstream frame;
        runHeadless(app, HeadlessOptions{}, frame);
        frameSize = frame.str().size();
        benchmark::DoNotOptimize(frameSize);
    }
    state.counters["frameBytes"] = static_cast<double>(frameSize);
}
BENCHMARK(BM_FirstFrame)->Name("Start/delve/firstFrame")->Unit(benchmark::kMillisecond);

// 2,000 keys from fixed dice on seed 42, from a new run each time (the
// rules read once, outside the timing): every turn, search, sight and
// frame they cause, and the last frame printed.
void BM_RandomKeys(benchmark::State& state) {
    const RulesPtr rules = loadRules(dataFolder());
    const std::string keys = randomKeys();
    int turns = 0;
    for (auto _ : state) {
        App app(GameOptions{kSeed, "fighter", nullptr, rules}, StartChoices{}, DrawStyle{true});
        std::ostringstream frame;
        runHeadless(app, HeadlessOptions{keys}, frame);
        turns = app.game().turn();
        benchmark::DoNotOptimize(frame.str().size());
    }
    state.counters["turns"] = static_cast<double>(turns);
}
BENCHMARK(BM_RandomKeys)->Name("Keys/delve/random2000")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace delve::bench
