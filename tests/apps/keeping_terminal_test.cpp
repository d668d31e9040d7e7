// A terminal run keeps itself in the home folder, and the next start offers
// to go on with it: the whole way, with `delve --terminal` on a
// pseudo-terminal and a home folder of the test's own.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <algorithm>

#include "core/atomic_file.h"
#include "run_files.h"
#include "support/build_folders.h"
#include "support/child_process.h"
#include "support/run_delve.h"
#include "support/terminal_run.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
using testing::TerminalRun;

TEST(KeepingInTheTerminal, QuittingSavesAtHomeAndTheNextStartOffersToGoOn) {
    const fs::path home = fs::temp_directory_path() / ("delve_home_" + std::to_string(::getpid()));
    fs::remove_all(home);
    fs::create_directories(home);
    const fs::path save = home / ".local" / "share" / "delve" / "save.txt";
    {
        TerminalRun run(home, {"--terminal", "--class", "rogue"});
        ASSERT_TRUE(run.waitFor("Rogue")) << run.output();
        run.type("jj\x1b");
        ASSERT_TRUE(run.waitFor("save and quit")) << run.output();
        run.type("qy");
        EXPECT_EQ(run.finish(), 0) << run.output();
    }
    ASSERT_TRUE(fs::exists(save));
    {
        TerminalRun run(home, {"--terminal"});
        ASSERT_TRUE(run.waitFor("a run is waiting")) << run.output();
        ASSERT_TRUE(run.waitFor("Rogue on floor 1")) << run.output();
        run.type("c");
        ASSERT_TRUE(run.waitFor("Around:")) << run.output();
        run.type("\x1bqy");
        EXPECT_EQ(run.finish(), 0) << run.output();
    }
    EXPECT_TRUE(fs::exists(save));
    fs::remove_all(home);
}

// The save of the same run played headless: what the terminal run should
// have kept.
std::string headlessSave(const fs::path& folder, const std::string& keys) {
    const fs::path save = folder / "headless.txt";
    const auto result = testing::runDelve("--headless --seed 5 --class rogue --keys '" + keys +
                                          "' --save " + save.string());
    EXPECT_EQ(result.status, 0) << result.output;
    return readWholeFile(save);
}

// What is in a folder, but for the save, its journal and its lock: a
// leftover would show here.
std::vector<std::string> othersThan(const fs::path& save) {
    std::vector<std::string> others;
    const std::vector<fs::path> expected = {save, pathBeside(save, "journal"),
                                            pathBeside(save, "lock")};
    for (const auto& entry : fs::directory_iterator(save.parent_path())) {
        if (std::find(expected.begin(), expected.end(), entry.path()) == expected.end()) {
            others.push_back(entry.path().filename().string());
        }
    }
    return others;
}

// Ctrl+C typed, kill -HUP and kill -TERM while the game waits for a key:
// the run is saved as "save and quit" would, the terminal given back, and
// Delve ends by the signal (a shell shows 130, 129, 143).
TEST(KeepingInTheTerminal, EveryStopSignalSavesTheRunAndGivesTheTerminalBack) {
    for (int signal : {SIGINT, SIGHUP, SIGTERM}) {
        const fs::path home =
            fs::temp_directory_path() /
            ("delve_signal_home_" + std::to_string(::getpid()) + "_" + std::to_string(signal));
        fs::remove_all(home);
        fs::create_directories(home);
        const fs::path save = home / ".local" / "share" / "delve" / "save.txt";
        std::optional<int> status;
        std::string output;
        {
            TerminalRun run(home, {"--terminal", "--seed", "5", "--class", "rogue"});
            ASSERT_TRUE(run.waitFor("Around:")) << run.output();
            run.type("jj");
            // Both bumps are read once the message counts the second.
            ASSERT_TRUE(run.waitFor("x2")) << run.output();
            ASSERT_TRUE(run.waitUntilWaitingAfter(2)) << run.output();
            if (signal == SIGINT) {
                run.send("\x03");
            } else {
                kill(run.pid(), signal);
            }
            status = run.end();
            output = run.output();
        }
        EXPECT_TRUE(testing::child_process::endedBySignal(status, signal))
            << "signal " << signal << ": " << (status ? *status : -1);
        EXPECT_NE(output.rfind("\x1b[?1049l"), std::string::npos) << "the terminal given back";
        ASSERT_TRUE(fs::exists(save)) << "signal " << signal;
        EXPECT_EQ(readWholeFile(save), headlessSave(home, "jj")) << "signal " << signal;
        EXPECT_TRUE(othersThan(save).empty());
        fs::remove_all(home);
    }
}

TEST(KeepingInTheTerminal, ClosingTheTerminalSavesTheRun) {
    const fs::path home =
        fs::temp_directory_path() / ("delve_hangup_home_" + std::to_string(::getpid()));
    fs::remove_all(home);
    fs::create_directories(home);
    const fs::path save = home / ".local" / "share" / "delve" / "save.txt";
    std::optional<int> status;
    {
        TerminalRun run(home, {"--terminal", "--seed", "5", "--class", "rogue"});
        ASSERT_TRUE(run.waitFor("Around:")) << run.output();
        run.type("jj");
        ASSERT_TRUE(run.waitFor("x2")) << run.output();
        run.type("l");
        ASSERT_TRUE(run.waitUntilWaitingAfter(3)) << run.output();
        run.hangUp();
        status = run.end();
    }
    EXPECT_TRUE(testing::child_process::endedBySignal(status, SIGHUP)) << (status ? *status : -1);
    ASSERT_TRUE(fs::exists(save));
    EXPECT_EQ(readWholeFile(save), headlessSave(home, "jjl"));
    EXPECT_TRUE(othersThan(save).empty());
    fs::remove_all(home);
}

TEST(KeepingInTheTerminal, AReplayPlaysAtAPaceAndWaitsAtTheEnd) {
    const fs::path home =
        fs::temp_directory_path() / ("delve_replay_home_" + std::to_string(::getpid()));
    fs::create_directories(home);
    const fs::path recording = home / "run.rec";
    const std::string record = std::string(testing::kDelveBinary) +
                               " --headless --seed 4 --keys 'jjjlllkkk' --record " +
                               recording.string() + " > /dev/null";
    ASSERT_EQ(std::system(record.c_str()), 0);
    TerminalRun run(home, {"replay", recording.string(), "--terminal"});
    ASSERT_TRUE(run.waitFor("Turn 0")) << run.output();
    run.type(" ");  // faster
    ASSERT_TRUE(run.waitFor("The replay is over")) << run.output();
    run.type(" ");
    EXPECT_EQ(run.finish(), 0) << run.output();
    fs::remove_all(home);
}

}  // namespace
}  // namespace delve
