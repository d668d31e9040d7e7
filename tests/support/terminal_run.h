#pragma once

// The real binary on a pseudo-terminal, as a player would run it.
#include <poll.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "support/build_folders.h"
#include "support/waiting_listener.h"

namespace delve::testing {

// `delve ARGS` on a new pseudo-terminal of 80x24, with HOME set, no display
// and no settings folder of the player's, in the locale `locale` (UTF-8 and
// English unless told), typed into and read from by the test.
class TerminalRun {
  public:
    TerminalRun(const std::filesystem::path& home, std::vector<std::string> args,
                const char* locale = "C.UTF-8") {
        winsize size{};
        size.ws_col = 80;
        size.ws_row = 24;
        // The test keeps the terminal's own end open too, to see how much of
        // what it typed the game has not read yet.
        if (openpty(&master_, &terminal_, nullptr, nullptr, &size) != 0) {
            ADD_FAILURE() << "cannot open a pseudo-terminal";
            return;
        }
        pid_ = fork();
        if (pid_ == 0) {
            close(master_);
            setsid();
            ioctl(terminal_, TIOCSCTTY, 0);
            dup2(terminal_, 0);
            dup2(terminal_, 1);
            dup2(terminal_, 2);
            if (terminal_ > 2) {
                close(terminal_);
            }
            setenv("HOME", home.c_str(), 1);
            unsetenv("XDG_DATA_HOME");
            unsetenv("XDG_CONFIG_HOME");
            unsetenv("LANGUAGE");
            unsetenv("DISPLAY");
            unsetenv("WAYLAND_DISPLAY");
            setenv("TERM", "xterm-256color", 1);
            setenv("LC_ALL", locale, 1);
            waiting_.keepGameEndOnly();
            setenv("DELVE_WAITING_FD", waiting_.gameEndName().c_str(), 1);
            std::vector<char*> argv{const_cast<char*>("delve")};
            for (std::string& arg : args) {
                argv.push_back(arg.data());
            }
            argv.push_back(nullptr);
            execv(testing::kDelveBinary, argv.data());
            _exit(127);
        }
        waiting_.keepTestEndOnly();
    }
    ~TerminalRun() {
        if (pid_ > 0 && !ended_) {
            kill(pid_, SIGKILL);
            waitpid(pid_, nullptr, 0);
        }
        if (master_ >= 0) {
            close(master_);
        }
        if (terminal_ >= 0) {
            close(terminal_);
        }
    }
    TerminalRun(const TerminalRun&) = delete;
    TerminalRun& operator=(const TerminalRun&) = delete;

    // Each wait gives up after so many looks at the terminal, each waiting
    // for output at most 50 ms (about ten seconds when nothing comes); the
    // clock is never read, so a loaded machine only makes it slower.
    static constexpr int kLooks = 200;

    bool waitFor(const std::string& text) {
        for (int look = 0; output_.find(text, from_) == std::string::npos; ++look) {
            if (look == kLooks) {
                return false;
            }
            read(50);
        }
        from_ = output_.find(text, from_) + text.size();
        return true;
    }
    // Types the keys one at a time. After Esc it waits until the game has
    // read it and then until the terminal has been quiet for a look of
    // 100 ms, four times the game's escape delay: by then the game has taken
    // the Esc alone and drawn what it does. A key sent sooner would be read
    // with it as the start of a sequence (Alt and the key).
    void type(const std::string& keys) {
        for (char key : keys) {
            ASSERT_EQ(write(master_, &key, 1), 1);
            if (key != '\x1b') {
                read(0);
                continue;
            }
            for (int look = 0; unread() > 0 && look < kLooks; ++look) {
                read(10);
            }
            read(100, true);
        }
    }
    // Until the game has read `keys` keys and clicks and waits for the next,
    // having drawn all it had to: everything it drew is taken in meanwhile,
    // since a game drawing into a full terminal waits on it.
    bool waitUntilWaitingAfter(int keys) {
        for (int look = 0; look < kLooks * 5; ++look) {
            read(10);
            if (waiting_.heardWaitingAfter(keys, 0)) {
                read(0);
                return true;
            }
        }
        return false;
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
        int status = 0;
        for (int look = 0; look < kLooks; ++look) {
            read(50);
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
        const std::optional<int> status = end();
        return status && WIFEXITED(*status) ? WEXITSTATUS(*status) : -1;
    }
    const std::string& output() const { return output_; }

  private:
    // How many typed bytes the game has not read yet.
    int unread() const {
        int waiting = 0;
        return ioctl(terminal_, FIONREAD, &waiting) == 0 ? waiting : 0;
    }

    // Takes in what the game wrote, waiting at most `ms` for it to begin;
    // `untilQuiet`, it keeps waiting until a whole look of `ms` brings
    // nothing.
    void read(int ms, bool untilQuiet = false) {
        if (master_ < 0) {
            poll(nullptr, 0, ms);
            return;
        }
        pollfd wanted{master_, POLLIN, 0};
        while (poll(&wanted, 1, ms) > 0) {
            if ((wanted.revents & POLLIN) == 0) {
                // The far side hung up: poll would answer at once from now
                // on, so wait out the look here.
                poll(nullptr, 0, ms);
                return;
            }
            char buffer[4096];
            const ssize_t got = ::read(master_, buffer, sizeof buffer);
            if (got <= 0) {
                poll(nullptr, 0, ms);
                return;
            }
            output_.append(buffer, static_cast<std::size_t>(got));
            ms = untilQuiet ? ms : 0;
        }
    }

    WaitingListener waiting_;
    pid_t pid_ = -1;
    int master_ = -1;
    int terminal_ = -1;
    bool ended_ = false;
    std::string output_;
    std::size_t from_ = 0;
};

}  // namespace delve::testing
