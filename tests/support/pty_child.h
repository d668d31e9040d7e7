#pragma once

// A child process on a pseudo-terminal of its own, for the tests of the
// terminal frontend (tests/frontend/term_pty_test.cpp).

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

namespace delve::testing {

constexpr int kPatienceMs = 10000;
// A wait gives up after so many looks at the terminal, each waiting for
// output at most a few tens of milliseconds; the clock is never read, so a
// loaded machine only makes a wait longer.
constexpr int kLooks = 200;

// A child process whose standard input and output are a new pseudo-terminal.
// The test keeps the terminal's far end open too, so what the child wrote
// stays readable after it ends, and the terminal's modes can be checked.
class PtyChild {
  public:
    PtyChild(const std::function<int()>& body, const char* term, int columns = 80, int rows = 24) {
        winsize size{};
        size.ws_col = static_cast<unsigned short>(columns);
        size.ws_row = static_cast<unsigned short>(rows);
        if (openpty(&master_, &terminal_, nullptr, nullptr, &size) != 0) {
            ADD_FAILURE() << "cannot open a pseudo-terminal";
            return;
        }
        // Whatever the test framework has not yet written would be written twice.
        std::fflush(stdout);
        std::fflush(stderr);
        pid_ = fork();
        if (pid_ == 0) {
            runChild(body, term);
        }
        fcntl(master_, F_SETFL, fcntl(master_, F_GETFL) | O_NONBLOCK);
    }

    ~PtyChild() {
        if (pid_ > 0 && !status_) {
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

    PtyChild(const PtyChild&) = delete;
    PtyChild& operator=(const PtyChild&) = delete;

    // Reads until `text` turns up after the last text waited for.
    bool waitFor(std::string_view text) {
        for (int look = 0;; ++look) {
            const std::size_t found = output_.find(text, searchFrom_);
            if (found != std::string::npos) {
                searchFrom_ = found + text.size();
                return true;
            }
            if (look == kLooks) {
                return false;
            }
            readFor(50);
        }
    }

    void send(std::string_view bytes) {
        ASSERT_EQ(write(master_, bytes.data(), bytes.size()), static_cast<ssize_t>(bytes.size()));
    }

    void resize(int columns, int rows) {
        winsize size{};
        size.ws_col = static_cast<unsigned short>(columns);
        size.ws_row = static_cast<unsigned short>(rows);
        ioctl(master_, TIOCSWINSZ, &size);
    }

    void signal(int number) { kill(pid_, number); }
    pid_t pid() const { return pid_; }

    // Waits for the child to end and reads all it wrote. Its wait status, or
    // nothing if it had to be killed.
    std::optional<int> finish() {
        for (int look = 0; !status_ && look < 2 * kLooks; ++look) {
            readFor(25);
            int status = 0;
            if (waitpid(pid_, &status, WNOHANG) == pid_) {
                status_ = status;
            }
        }
        if (!status_) {
            kill(pid_, SIGKILL);
            waitpid(pid_, nullptr, 0);
            pid_ = -1;
            return std::nullopt;
        }
        while (readFor(20)) {
        }
        return status_;
    }

    const std::string& output() const { return output_; }

    termios terminalModes() const {
        termios modes{};
        tcgetattr(terminal_, &modes);
        return modes;
    }

  private:
    [[noreturn]] void runChild(const std::function<int()>& body, const char* term) {
        setsid();
        ioctl(terminal_, TIOCSCTTY, 0);
        dup2(terminal_, STDIN_FILENO);
        dup2(terminal_, STDOUT_FILENO);
        dup2(terminal_, STDERR_FILENO);
        close(master_);
        close(terminal_);
        if (term != nullptr) {
            setenv("TERM", term, 1);
        } else {
            unsetenv("TERM");
        }
        unsetenv("TERMINFO");
        setenv("LC_ALL", "C.UTF-8", 1);
        int status = 90;
        try {
            status = body();
        } catch (...) {
            status = 91;
        }
        std::fflush(stdout);
        // Straight out: the test framework's own exit work belongs to the parent.
        _exit(status);
    }

    // Reads what is there within `ms`; false if nothing came.
    bool readFor(int ms) {
        pollfd wanted{master_, POLLIN, 0};
        if (poll(&wanted, 1, ms) <= 0 || (wanted.revents & POLLIN) == 0) {
            return false;
        }
        char buffer[4096];
        const ssize_t got = read(master_, buffer, sizeof buffer);
        if (got <= 0) {
            return false;
        }
        output_.append(buffer, static_cast<std::size_t>(got));
        return true;
    }

    pid_t pid_ = -1;
    int master_ = -1;
    int terminal_ = -1;
    std::string output_;
    std::size_t searchFrom_ = 0;
    std::optional<int> status_;
};

}  // namespace delve::testing
