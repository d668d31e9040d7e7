#include "core/stop_signals.h"

#include <unistd.h>

#include <array>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <stdexcept>

namespace delve {

namespace {

constexpr std::array<int, 3> kStopSignals = {SIGINT, SIGHUP, SIGTERM};

volatile std::sig_atomic_t noted = 0;
std::array<struct sigaction, kStopSignals.size()> previousActions{};
std::array<bool, kStopSignals.size()> caught{};
bool catching = false;

void noteStop(int signal) {
    // The first one tells what happened; a terminal that closes may send
    // SIGHUP and then SIGTERM.
    if (noted == 0) {
        noted = signal;
    }
}

}  // namespace

CaughtStopSignals::CaughtStopSignals() {
    if (catching) {
        throw std::logic_error("the stop signals are caught already");
    }
    catching = true;
    struct sigaction action {};
    action.sa_handler = noteStop;
    sigemptyset(&action.sa_mask);
    // Other calls go on; a wait for input (poll, select) is cut short all
    // the same, which is what wakes it.
    action.sa_flags = SA_RESTART;
    for (std::size_t i = 0; i < kStopSignals.size(); ++i) {
        struct sigaction previous {};
        sigaction(kStopSignals[i], nullptr, &previous);
        if (previous.sa_handler == SIG_IGN) {
            continue;
        }
        previousActions[i] = previous;
        sigaction(kStopSignals[i], &action, nullptr);
        caught[i] = true;
    }
}

CaughtStopSignals::~CaughtStopSignals() {
    for (std::size_t i = 0; i < kStopSignals.size(); ++i) {
        if (caught[i]) {
            sigaction(kStopSignals[i], &previousActions[i], nullptr);
            caught[i] = false;
        }
    }
    catching = false;
}

int stopSignal() {
    return noted;
}

bool catchesStopSignal(int signal) {
    for (std::size_t i = 0; i < kStopSignals.size(); ++i) {
        if (kStopSignals[i] == signal) {
            return caught[i];
        }
    }
    return false;
}

void endByStopSignal(int signal) {
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    struct sigaction action {};
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, nullptr);
    sigset_t only{};
    sigemptyset(&only);
    sigaddset(&only, signal);
    sigprocmask(SIG_UNBLOCK, &only, nullptr);
    std::raise(signal);
    // Not reached, unless the signal could not end the process.
    _exit(128 + signal);
}

void forgetStopSignal() {
    noted = 0;
}

}  // namespace delve
