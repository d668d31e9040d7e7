#pragma once

// The test's end of the socket on which a game started by the test says
// each time it waits for the player (apps/waiting_notes.h): a signal sent
// or a terminal closed then lands between two keys, as the test means it to.
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>

#include <gtest/gtest.h>

namespace delve::testing {

class WaitingListener {
  public:
    // Each wait gives up after so many looks, each at most 50 ms (about ten
    // seconds when nothing comes); the clock is never read.
    static constexpr int kLooks = 200;

    WaitingListener() {
        if (socketpair(AF_UNIX, SOCK_STREAM, 0, ends_) != 0) {
            ADD_FAILURE() << "cannot open a socket pair";
        }
    }
    ~WaitingListener() {
        for (int end : ends_) {
            if (end >= 0) {
                close(end);
            }
        }
    }
    WaitingListener(const WaitingListener&) = delete;
    WaitingListener& operator=(const WaitingListener&) = delete;

    // The end the game writes to, as DELVE_WAITING_FD names it.
    int gameEnd() const { return ends_[1]; }
    std::string gameEndName() const { return std::to_string(ends_[1]); }

    // In the child: only the game's end stays open. In the test, once the
    // game is started: only the test's, so the game ending is heard.
    void keepGameEndOnly() { closeEnd(0); }
    void keepTestEndOnly() { closeEnd(1); }

    // Whether, within `ms`, a note says the game waits having read at least
    // `keys` keys and clicks. Takes in every note that has come.
    bool heardWaitingAfter(int keys, int ms) {
        pollfd wanted{ends_[0], POLLIN, 0};
        while (ends_[0] >= 0 && poll(&wanted, 1, ms) > 0) {
            char buffer[256];
            const ssize_t got = read(ends_[0], buffer, sizeof buffer);
            if (got <= 0) {
                closeEnd(0);  // the game ended
                break;
            }
            heard_.append(buffer, static_cast<std::size_t>(got));
            ms = 0;
        }
        for (std::size_t end; (end = heard_.find('\n')) != std::string::npos;) {
            const std::string line = heard_.substr(0, end);
            heard_.erase(0, end + 1);
            if (line.rfind("waiting ", 0) == 0 && std::stoi(line.substr(8)) >= keys) {
                return true;
            }
        }
        return false;
    }

    // Until the game waits having read at least `keys` keys and clicks.
    bool waitUntilWaitingAfter(int keys) {
        for (int look = 0; look < kLooks; ++look) {
            if (heardWaitingAfter(keys, 50)) {
                return true;
            }
        }
        return false;
    }

  private:
    void closeEnd(int which) {
        if (ends_[which] >= 0) {
            close(ends_[which]);
            ends_[which] = -1;
        }
    }

    int ends_[2] = {-1, -1};
    std::string heard_;
};

}  // namespace delve::testing
