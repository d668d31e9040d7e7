// A terminal run keeps itself in the home folder, and the next start offers
// to go on with it: the whole way, with `delve --terminal` on a
// pseudo-terminal and a home folder of the test's own.
#include <gtest/gtest.h>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/atomic_file.h"
#include "support/child_process.h"
#include "support/run_delve.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// `delve ARGS` on a new pseudo-terminal of 80x24, with HOME set and no
// display, typed into and read from by the test.
class TerminalRun {
  public:
    TerminalRun(const fs::path& home, std::vector<std::string> args) {
        winsize size{};
        size.ws_col = 80;
        size.ws_row = 24;
        pid_ = forkpty(&master_, nullptr, nullptr, &size);
        if (pid_ == 0) {
            setenv("HOME", home.c_str(), 1);
            unsetenv("XDG_DATA_HOME");
            unsetenv("DISPLAY");
            unsetenv("WAYLAND_DISPLAY");
            setenv("TERM", "xterm-256color", 1);
            setenv("LC_ALL", "C.UTF-8", 1);
            std::vector<char*> argv{const_cast<char*>("delve")};
            for (std::string& arg : args) {
                argv.push_back(arg.data());
            }
            argv.push_back(nullptr);
            execv(DELVE_BINARY, argv.data());
            _exit(127);
        }
    }
    ~TerminalRun() {
        if (pid_ > 0 && !ended_) {
            kill(pid_, SIGKILL);
            waitpid(pid_, nullptr, 0);
        }
        if (master_ >= 0) {
            close(master_);
        }
    }
    TerminalRun(const TerminalRun&) = delete;
    TerminalRun& operator=(const TerminalRun&) = delete;

    bool waitFor(const std::string& text) {
        const auto deadline = Clock::now() + std::chrono::seconds(10);
        while (output_.find(text, from_) == std::string::npos) {
            if (Clock::now() > deadline) {
                return false;
            }
            read(50);
        }
        from_ = output_.find(text, from_) + text.size();
        return true;
    }
    void type(const std::string& keys) {
        for (char key : keys) {
            ASSERT_EQ(write(master_, &key, 1), 1);
            // One key at a time, so Esc is not read as the start of a sequence.
            std::this_thread::sleep_for(std::chrono::milliseconds(120));
            read(0);
        }
    }
    pid_t pid() const { return pid_; }
    // Bytes straight to the terminal, as a key the terminal itself acts on.
    void send(const std::string& bytes) {
        ASSERT_EQ(write(master_, bytes.data(), bytes.size()), static_cast<ssize_t>(bytes.size()));
    }
    // The window of the terminal closes: its far end goes, and the kernel
    // tells the game with a hangup.
    void hangUp() {
        close(master_);
        master_ = -1;
    }
    // The wait status, or nothing if it did not end in time.
    std::optional<int> end() {
        const auto deadline = Clock::now() + std::chrono::seconds(10);
        int status = 0;
        while (Clock::now() < deadline) {
            read(20);
            if (waitpid(pid_, &status, WNOHANG) == pid_) {
                ended_ = true;
                read(0);
                return status;
            }
        }
        return std::nullopt;
    }
    // The exit status, or -1 if it did not end in time.
    int finish() {
        const auto deadline = Clock::now() + std::chrono::seconds(10);
        int status = 0;
        while (Clock::now() < deadline) {
            read(20);
            if (waitpid(pid_, &status, WNOHANG) == pid_) {
                ended_ = true;
                return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
            }
        }
        return -1;
    }
    const std::string& output() const { return output_; }

  private:
    void read(int ms) {
        if (master_ < 0) {
            poll(nullptr, 0, ms);
            return;
        }
        pollfd wanted{master_, POLLIN, 0};
        while (poll(&wanted, 1, ms) > 0 && (wanted.revents & POLLIN) != 0) {
            char buffer[4096];
            const ssize_t got = ::read(master_, buffer, sizeof buffer);
            if (got <= 0) {
                return;
            }
            output_.append(buffer, static_cast<std::size_t>(got));
            ms = 0;
        }
    }

    pid_t pid_ = -1;
    int master_ = -1;
    bool ended_ = false;
    std::string output_;
    std::size_t from_ = 0;
};

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
        ASSERT_TRUE(run.waitFor("HP [")) << run.output();
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

// What is in a folder, but for the save: a leftover would show here.
std::vector<std::string> othersThan(const fs::path& save) {
    std::vector<std::string> others;
    for (const auto& entry : fs::directory_iterator(save.parent_path())) {
        if (entry.path() != save) {
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
            ASSERT_TRUE(run.waitFor("HP [")) << run.output();
            run.type("jj");
            ASSERT_TRUE(testing::child_process::waitUntilAsleep(run.pid()));
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
        ASSERT_TRUE(run.waitFor("HP [")) << run.output();
        run.type("jjl");
        ASSERT_TRUE(testing::child_process::waitUntilAsleep(run.pid()));
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
    const std::string record = std::string(DELVE_BINARY) +
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
