#pragma once

namespace delve {

// Ctrl+C (SIGINT), a closed terminal (SIGHUP) and `kill` (SIGTERM) ask a
// game in progress to stop. While they are caught, each only notes which
// signal came: a signal handler can do nothing more safely. The frontends'
// waits for input notice the note and hand the app a Quit, as closing the
// window does, and the app saves the run and leaves; the caller then ends
// the process by the same signal (endByStopSignal), so that the shell or
// script that started Delve knows it was interrupted.
//
// A signal ignored when Delve started (nohup ignores SIGHUP) stays ignored.
class CaughtStopSignals {
  public:
    // Catches the three signals until this is destroyed; then the handlers
    // there were come back. One at a time.
    CaughtStopSignals();
    ~CaughtStopSignals();
    CaughtStopSignals(const CaughtStopSignals&) = delete;
    CaughtStopSignals& operator=(const CaughtStopSignals&) = delete;
};

// The first stop signal that came while they were caught, or 0. It stays
// noted after they are released.
int stopSignal();
inline bool stopRequested() {
    return stopSignal() != 0;
}

// Whether `signal` is one of the three and is being caught now (the
// terminal's guard against fatal signals leaves those alone).
bool catchesStopSignal(int signal);

// Ends the process as `signal` would have, its default action restored:
// the exit status a shell shows is 128 + the signal (130 for Ctrl+C). The
// standard streams are flushed first.
[[noreturn]] void endByStopSignal(int signal);

// Forgets a stop noted, for tests that send themselves a signal.
void forgetStopSignal();

}  // namespace delve
