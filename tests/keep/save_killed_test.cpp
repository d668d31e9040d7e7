#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_test_games.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

// A wide hand-made floor, so that one save is long enough (hundreds of
// kilobytes) for a kill to land in the middle of writing it.
std::string wideLevel() {
    const int width = 900;
    const int height = 120;
    std::string text = std::string(static_cast<std::size_t>(width), '#') + "\n";
    for (int y = 1; y < height - 1; ++y) {
        std::string row(static_cast<std::size_t>(width), '.');
        row.front() = '#';
        row.back() = '#';
        if (y == 1) {
            row[1] = '@';
        }
        for (int x = 7; x < width - 1; x += 37) {
            row[static_cast<std::size_t>(x)] = y % 8 == 3 && x % 3 == 1 ? 'r' : '.';
        }
        text += row + "\n";
    }
    text += std::string(static_cast<std::size_t>(width), '#') + "\nlegend|r|monster|rat\nend\n";
    return text;
}

// A child saves two large runs over one file, turn about, as fast as it
// can; it is killed at a random moment, fifty times over. Each time the
// file must be one whole save or the other and load as that run: the old
// save survives a kill mid-write intact.
TEST(SaveKilled, FiftyKillsNeverLeaveATornSave) {
    const fs::path folder =
        fs::temp_directory_path() / ("delve_killed_" + std::to_string(::getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder);
    const fs::path file = folder / "run.sav";
    const testing::TempLevel level("killed_wide", wideLevel());
    Game first(GameOptions{3, "rogue", level.level(), testing::rules()});
    Game second = first;
    Rng walker(17);
    testing::playRandomly(second, walker, 60);
    ASSERT_NE(stateHash(first), stateHash(second));
    ASSERT_GT(saveGame(first).size(), 200'000u);
    saveGameToFile(first, file);

    Rng moments(2024);
    int foundFirst = 0;
    int foundSecond = 0;
    for (int round = 0; round < 50; ++round) {
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            for (int i = 0;; ++i) {
                saveGameToFile(i % 2 == 0 ? second : first, file);
            }
        }
        std::this_thread::sleep_for(std::chrono::microseconds(200 + moments.below(60'000)));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        ASSERT_TRUE(WIFSIGNALED(status)) << "round " << round;
        // What a player's next start would read.
        const Game loaded = loadGameFromFile(file, testing::rules());
        if (stateHash(loaded) == stateHash(first)) {
            ++foundFirst;
        } else if (stateHash(loaded) == stateHash(second)) {
            ++foundSecond;
        } else {
            ADD_FAILURE() << "round " << round << ": the save is neither run";
        }
    }
    EXPECT_EQ(foundFirst + foundSecond, 50);
    // A kill between making the temporary file and renaming it leaves that
    // file behind (never the save itself torn): how often a kill landed
    // mid-write.
    int leftovers = 0;
    for (const auto& entry : fs::directory_iterator(folder)) {
        leftovers += entry.path().filename() != "run.sav" ? 1 : 0;
    }
    RecordProperty("first", foundFirst);
    RecordProperty("second", foundSecond);
    RecordProperty("killed_mid_write", leftovers);
    fs::remove_all(folder);
}

}  // namespace
}  // namespace delve
