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
#include "support/waiting_listener.h"
#include "waiting_notes.h"

namespace delve {
namespace {

namespace child_process = testing::child_process;

// In the child: catches the stop signals as the game does, opens the
// window and waits for input as long as it takes, saying on `waiting` when
// it begins to. Ends with 100 + the signal noted when the wait ended with
// Quit.
[[noreturn]] void waitInAWindow(testing::WaitingListener& waiting) {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    waiting.keepGameEndOnly();
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
            WaitingNotes noted(*window, waiting.gameEnd());
            status = 3;
            const auto event = noted.nextEvent(-1);
            if (event && event->kind == InputEvent::Kind::Quit) {
                status = 100 + stopSignal();
            }
        }
    }
    _exit(status);
}

// The signal comes once the window has said it waits: the wait, looking
// for a stop signal at every slice, ends with Quit.
TEST(SdlStopSignal, EachStopSignalEndsTheWaitWithQuit) {
    for (int signal : {SIGINT, SIGHUP, SIGTERM}) {
        testing::WaitingListener waiting;
        std::fflush(stdout);
        std::fflush(stderr);
        const pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            waitInAWindow(waiting);
        }
        waiting.keepTestEndOnly();
        const bool opened = waiting.waitUntilWaitingAfter(0);
        if (opened) {
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
