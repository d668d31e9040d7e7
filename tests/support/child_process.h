#pragma once

#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <csignal>
#include <optional>

namespace delve::testing {

// Waiting for a child process to end, for the tests that send real signals
// (when to send them, the child says itself: support/waiting_listener.h).
// A wait gives up after so many looks, a few milliseconds apart (about ten
// seconds); the clock is never read, so a loaded machine only makes it
// slower.
namespace child_process {

constexpr int kLooks = 2000;

// Waits a moment without spinning.
inline void pause() {
    poll(nullptr, 0, 5);
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
