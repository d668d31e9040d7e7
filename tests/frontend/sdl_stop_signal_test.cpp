// The window's wait for input ends with Quit when a stop signal comes, so
// the game saves as on closing the window: a child process opens a window
// under SDL's dummy driver, waits, and is sent each signal for real.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "core/stop_signals.h"
#include "frontend/sdl/sdl_frontend.h"
#include "support/child_process.h"

namespace delve {
namespace {

namespace child_process = testing::child_process;

// In the child: catches the stop signals as the game does, opens the
// window, says so on `ready`, and waits for input as long as it takes.
// Ends with 100 + the signal noted when the wait ended with Quit.
[[noreturn]] void waitInAWindow(int ready) {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    int status = 2;
    {
        const CaughtStopSignals caught;
        SdlOptions options;
        options.softwareRenderer = true;
        options.sound = false;
        options.windowWidth = 320;
        options.windowHeight = 180;
        std::string whyNot;
        auto window = SdlFrontend::open(options, whyNot);
        if (window) {
            while (window->nextEvent(0)) {
                // the window's own opening events
            }
            const char word = 'r';
            status = write(ready, &word, 1) == 1 ? 3 : 4;
            const auto event = window->nextEvent(-1);
            if (event && event->kind == InputEvent::Kind::Quit) {
                status = 100 + stopSignal();
            }
        }
    }
    _exit(status);
}

TEST(SdlStopSignal, EachStopSignalEndsTheWaitWithQuit) {
    for (int signal : {SIGINT, SIGHUP, SIGTERM}) {
        int ends[2];
        ASSERT_EQ(pipe(ends), 0);
        std::fflush(stdout);
        std::fflush(stderr);
        const pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            close(ends[0]);
            waitInAWindow(ends[1]);
        }
        close(ends[1]);
        char word = 0;
        const bool opened = read(ends[0], &word, 1) == 1;
        close(ends[0]);
        if (opened) {
            // Asleep in the wait for input, not on the way to it.
            EXPECT_TRUE(child_process::waitUntilAsleep(child));
            kill(child, signal);
        }
        const std::optional<int> status = child_process::waitForEnd(child);
        ASSERT_TRUE(opened) << "the window did not open: status "
                            << (status ? WEXITSTATUS(*status) : -1);
        ASSERT_TRUE(status.has_value()) << "signal " << signal << ": the wait went on";
        EXPECT_TRUE(WIFEXITED(*status) && WEXITSTATUS(*status) == 100 + signal)
            << "signal " << signal << ": status " << *status;
    }
}

}  // namespace
}  // namespace delve
