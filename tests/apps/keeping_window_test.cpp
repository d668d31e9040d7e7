// A window run keeps itself when a stop signal comes, as when the window is
// closed: `delve --window` under SDL's dummy driver in a child process, sent
// each signal for real.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "core/atomic_file.h"
#include "support/build_folders.h"
#include "support/child_process.h"
#include "support/run_delve.h"
#include "support/temp_folder.h"
#include "support/waiting_listener.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
namespace child_process = testing::child_process;

// `delve ARGS` with HOME at `home`, a dummy display and no terminal,
// noting its waits to `waiting`.
pid_t startDelve(const fs::path& home, std::vector<std::string> args,
                 testing::WaitingListener& waiting) {
    std::fflush(stdout);
    std::fflush(stderr);
    const pid_t pid = fork();
    if (pid == 0) {
        setenv("HOME", home.c_str(), 1);
        unsetenv("XDG_DATA_HOME");
        unsetenv("XDG_CONFIG_HOME");
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        waiting.keepGameEndOnly();
        setenv("DELVE_WAITING_FD", waiting.gameEndName().c_str(), 1);
        const int nothing = open("/dev/null", O_RDWR);
        dup2(nothing, STDIN_FILENO);
        dup2(nothing, STDOUT_FILENO);
        std::vector<char*> argv{const_cast<char*>("delve")};
        for (std::string& arg : args) {
            argv.push_back(arg.data());
        }
        argv.push_back(nullptr);
        execv(testing::kDelveBinary, argv.data());
        _exit(127);
    }
    waiting.keepTestEndOnly();
    return pid;
}

TEST(KeepingInTheWindow, EveryStopSignalSavesTheRun) {
    for (int signal : {SIGINT, SIGHUP, SIGTERM}) {
        testing::TempFolder home("window_signal_" + std::to_string(signal));
        const fs::path save = home.path() / ".local" / "share" / "delve" / "save.txt";
        testing::WaitingListener waiting;
        const pid_t pid = startDelve(
            home.path(), {"--window", "--no-sound", "--seed", "5", "--class", "rogue"}, waiting);
        ASSERT_GT(pid, 0);
        // The window is open and the run drawn, waiting for the first key.
        EXPECT_TRUE(waiting.waitUntilWaitingAfter(0));
        kill(pid, signal);
        const std::optional<int> status = child_process::waitForEnd(pid);
        EXPECT_TRUE(child_process::endedBySignal(status, signal))
            << "signal " << signal << ": " << (status ? *status : -1);
        ASSERT_TRUE(fs::exists(save)) << "signal " << signal;
        const fs::path expected = home.path() / "headless.txt";
        ASSERT_EQ(testing::runDelve("--headless --seed 5 --class rogue --save " + expected.string())
                      .status,
                  0);
        EXPECT_EQ(readWholeFile(save), readWholeFile(expected)) << "signal " << signal;
    }
}

}  // namespace
}  // namespace delve
