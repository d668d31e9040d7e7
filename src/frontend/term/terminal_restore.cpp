#include "frontend/term/terminal_restore.h"

#include <unistd.h>
#include <array>

#include <csignal>
#include <cstdlib>

#include "core/stop_signals.h"
#include "frontend/term/curses_wide.h"

namespace delve {

namespace {

constexpr std::array<int, 8> kFatalSignals = {SIGINT,  SIGTERM, SIGHUP, SIGQUIT,
                                              SIGABRT, SIGSEGV, SIGBUS, SIGFPE};

std::array<struct sigaction, kFatalSignals.size()> previousActions{};
std::array<bool, kFatalSignals.size()> guarded{};
volatile std::sig_atomic_t screenOpen = 0;
volatile std::sig_atomic_t motionReported = 0;
bool exitHookInstalled = false;

constexpr char kMotionReportsOn[] = "\033[?1003h";
constexpr char kMotionReportsOff[] = "\033[?1003l";

// Straight to the terminal with write(), which a signal handler may call.
// A failed write leaves nothing more to be done: the terminal is gone.
void writeToTerminal(const char* bytes, std::size_t size) {
    const ssize_t written = write(STDOUT_FILENO, bytes, size);
    static_cast<void>(written);
}

void endMotionReports() {
    if (motionReported != 0) {
        motionReported = 0;
        writeToTerminal(kMotionReportsOff, sizeof kMotionReportsOff - 1);
    }
}

// The request to stop motion reports goes last, after all that endwin()
// sends, so that nothing of curses' comes after it.
void leaveCurses() {
    if (screenOpen != 0) {
        screenOpen = 0;
        endwin();
    }
    endMotionReports();
}

void onFatalSignal(int signal) {
    leaveCurses();
    for (std::size_t i = 0; i < kFatalSignals.size(); ++i) {
        if (kFatalSignals[i] == signal) {
            sigaction(signal, &previousActions[i], nullptr);
            guarded[i] = false;
        }
    }
    // Blocked until this handler returns, then handled as it was before.
    std::raise(signal);
}

}  // namespace

void guardTerminal() {
    if (!exitHookInstalled) {
        std::atexit(leaveCurses);
        exitHookInstalled = true;
    }
    struct sigaction action {};
    action.sa_handler = onFatalSignal;
    sigemptyset(&action.sa_mask);
    for (std::size_t i = 0; i < kFatalSignals.size(); ++i) {
        struct sigaction previous {};
        sigaction(kFatalSignals[i], nullptr, &previous);
        // A stop signal the game catches does not end the program: the
        // game saves and closes the screen itself (core/stop_signals.h).
        if (previous.sa_handler == SIG_IGN || guarded[i] || catchesStopSignal(kFatalSignals[i])) {
            continue;
        }
        previousActions[i] = previous;
        sigaction(kFatalSignals[i], &action, nullptr);
        guarded[i] = true;
    }
}

void screenOpened() {
    screenOpen = 1;
}

void startMotionReports() {
    motionReported = 1;
    writeToTerminal(kMotionReportsOn, sizeof kMotionReportsOn - 1);
}

void stopMotionReports() {
    endMotionReports();
}

void unguardTerminal() {
    screenOpen = 0;
    for (std::size_t i = 0; i < kFatalSignals.size(); ++i) {
        if (guarded[i]) {
            sigaction(kFatalSignals[i], &previousActions[i], nullptr);
            guarded[i] = false;
        }
    }
}

}  // namespace delve
