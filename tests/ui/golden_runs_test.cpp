// Recorded runs: a seed, the moves played on it and the state hash the run
// ended in, kept in tests/golden/runs.txt. The searches, maps and sight may
// be made faster but never different: every run must end exactly where it
// ended when it was recorded. DELVE_UPDATE_GOLDEN=1 writes the hashes anew,
// which only a change of the rules should ever need.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "frontend/headless/headless_run.h"
#include "game/run_outcome.h"
#include "keep/state_hash.h"
#include "sim/careful_bot.h"
#include "sim/sim_run.h"
#include "support/golden.h"

namespace delve {
namespace {

const std::filesystem::path kRunsFile = testing::kGoldenFolder / "runs.txt";

// One line of runs.txt:
//   bot <adventure> <class> <seed> <actions> <hash>
//   keys <adventure> <class> <seed> <hash> <key string to the end of the line>
struct RecordedRun {
    std::string kind;
    std::string adventure;
    std::string heroClass;
    std::uint64_t seed = 0;
    int actions = 0;
    std::string hash;
    std::string keys;
    std::string line;  // as written, for the failure's message
};

std::vector<std::string> runsFileLines() {
    std::ifstream in(kRunsFile);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

std::optional<RecordedRun> recordedRunOf(const std::string& line) {
    if (line.empty() || line.front() == '#') {
        return std::nullopt;
    }
    RecordedRun run;
    run.line = line;
    std::istringstream words(line);
    words >> run.kind >> run.adventure >> run.heroClass >> run.seed;
    if (run.kind == "bot") {
        words >> run.actions >> run.hash;
    } else {
        words >> run.hash;
        words >> std::ws;
        std::getline(words, run.keys);
    }
    return run;
}

GameOptions optionsOf(const RecordedRun& run) {
    GameOptions options;
    options.seed = run.seed;
    options.adventure = run.adventure;
    options.heroClass = run.heroClass;
    options.rules = testing::gameRules();
    return options;
}

// The careful bot's run, its state hashed every hundred actions and at the
// end, the hashes folded into one: a run that strays and finds its way back
// to the same end still fails.
std::uint64_t botRunHash(const RecordedRun& run) {
    Game game(optionsOf(run));
    CarefulBot bot(run.seed);
    std::uint64_t trail = 14695981039346656037ULL;
    const auto fold = [&trail](std::uint64_t hash) { trail = (trail ^ hash) * 1099511628211ULL; };
    for (int action = 1; action <= run.actions && outcomeOf(game) == RunOutcome::Alive; ++action) {
        playBotRequest(game, bot);
        if (action % 100 == 0) {
            fold(stateHash(game));
        }
    }
    fold(stateHash(game));
    fold(static_cast<std::uint64_t>(game.turn()));
    return trail;
}

std::uint64_t keysRunHash(const RecordedRun& run) {
    App app(optionsOf(run), StartChoices{}, DrawStyle{true});
    std::ostringstream frame;
    runHeadless(app, HeadlessOptions{run.keys, false, false, 80, 24}, frame);
    return stateHash(app.game());
}

std::uint64_t hashOf(const RecordedRun& run) {
    return run.kind == "bot" ? botRunHash(run) : keysRunHash(run);
}

TEST(RecordedRuns, EveryRunEndsInTheHashItWasRecordedWith) {
    const std::vector<std::string> lines = runsFileLines();
    ASSERT_FALSE(lines.empty()) << "no recorded runs in " << kRunsFile;
    const bool update = std::getenv("DELVE_UPDATE_GOLDEN") != nullptr;
    std::vector<std::string> written;
    int runs = 0;
    for (const std::string& line : lines) {
        const std::optional<RecordedRun> run = recordedRunOf(line);
        if (!run) {
            written.push_back(line);
            continue;
        }
        ASSERT_TRUE(run->kind == "bot" || run->kind == "keys") << line;
        ++runs;
        const std::string hash = hashText(hashOf(*run));
        if (update) {
            std::string rewritten = line;
            rewritten.replace(rewritten.find(run->hash), run->hash.size(), hash);
            written.push_back(rewritten);
        } else {
            EXPECT_EQ(hash, run->hash) << "the run strayed from its recording: " << line;
        }
    }
    if (update) {
        std::ofstream out(kRunsFile);
        for (const std::string& line : written) {
            out << line << '\n';
        }
    }
    EXPECT_GE(runs, 8) << "the recorded runs should cover both adventures and every class";
}

}  // namespace
}  // namespace delve
