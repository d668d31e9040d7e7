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
#include <string>
#include <thread>
#include <vector>

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
