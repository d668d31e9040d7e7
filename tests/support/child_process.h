#pragma once

#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <csignal>
#include <cstdint>
#include <fstream>
#include <initializer_list>
#include <optional>
#include <sstream>
#include <string>

namespace delve::testing {

// Watching a child process from outside, through /proc, for the tests that
// send real signals: a signal sent before the child catches it, or before it
// waits for input, would test something else. Each gives up after so many
// looks, a few milliseconds apart (about ten seconds); the clock is never
// read, so a loaded machine only makes it slower.
namespace child_process {

constexpr int kLooks = 2000;

// Waits a moment without spinning.
inline void pause() {
    poll(nullptr, 0, 5);
}

// The state letter of /proc/PID/stat: R running, S asleep in a call...
inline char stateOf(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
    // The name in parentheses may hold spaces: the state follows the last ')'.
    const std::size_t close = text.rfind(')');
    return close != std::string::npos && close + 2 < text.size() ? text[close + 2] : '?';
}

// Until the child is asleep in a call (a wait for input, once it has drawn).
inline bool waitUntilAsleep(pid_t pid) {
    for (int look = 0; look < kLooks; ++look) {
        if (stateOf(pid) == 'S') {
            return true;
        }
        pause();
    }
    return false;
}

// The signals the child catches (SigCgt in /proc/PID/status).
inline std::uint64_t caughtSignals(pid_t pid) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("SigCgt:", 0) == 0) {
            return std::stoull(line.substr(7), nullptr, 16);
        }
    }
    return 0;
}

// Until the child catches every one of `signals`.
inline bool waitUntilCatching(pid_t pid, std::initializer_list<int> signals) {
    std::uint64_t wanted = 0;
    for (int signal : signals) {
        wanted |= std::uint64_t{1} << (signal - 1);
    }
    for (int look = 0; look < kLooks; ++look) {
        if ((caughtSignals(pid) & wanted) == wanted) {
            return true;
        }
        pause();
    }
    return false;
}

// The child's wait status, or nothing if it had not ended in time (it is
// then killed).
inline std::optional<int> waitForEnd(pid_t pid) {
    for (int look = 0; look < kLooks; ++look) {
        int status = 0;
        if (waitpid(pid, &status, WNOHANG) == pid) {
            return status;
        }
        pause();
    }
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    return std::nullopt;
}

inline bool endedBySignal(std::optional<int> status, int signal) {
    return status && WIFSIGNALED(*status) && WTERMSIG(*status) == signal;
}

}  // namespace child_process
}  // namespace delve::testing
