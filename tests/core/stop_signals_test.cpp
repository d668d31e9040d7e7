// The stop signals only leave a note while they are caught; the game reads
// it and ends by the signal once the run is kept.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include "core/stop_signals.h"

namespace delve {
namespace {

struct sigaction actionFor(int signal) {
    struct sigaction action {};
    sigaction(signal, nullptr, &action);
    return action;
}

// Each test starts with no note and leaves none.
class StopSignals : public ::testing::Test {
  protected:
    void SetUp() override { forgetStopSignal(); }
    void TearDown() override { forgetStopSignal(); }
};

TEST_F(StopSignals, EachIsNotedAndEndsNothing) {
    for (int signal : {SIGINT, SIGHUP, SIGTERM}) {
        const CaughtStopSignals caught;
        EXPECT_TRUE(catchesStopSignal(signal));
        EXPECT_FALSE(stopRequested());
        std::raise(signal);
        EXPECT_EQ(stopSignal(), signal) << "the process is still here to say so";
        forgetStopSignal();
    }
}

TEST_F(StopSignals, TheFirstToComeIsTheOneNoted) {
    const CaughtStopSignals caught;
    std::raise(SIGHUP);
    std::raise(SIGTERM);
    EXPECT_EQ(stopSignal(), SIGHUP);
}

TEST_F(StopSignals, OtherSignalsAreNotCaught) {
    const CaughtStopSignals caught;
    EXPECT_FALSE(catchesStopSignal(SIGQUIT));
    EXPECT_FALSE(catchesStopSignal(SIGSEGV));
    EXPECT_EQ(actionFor(SIGQUIT).sa_handler, SIG_DFL);
}

TEST_F(StopSignals, TheHandlersThereWereComeBack) {
    const auto before = actionFor(SIGINT).sa_handler;
    {
        const CaughtStopSignals caught;
        EXPECT_NE(actionFor(SIGINT).sa_handler, before);
    }
    EXPECT_EQ(actionFor(SIGINT).sa_handler, before);
    EXPECT_FALSE(catchesStopSignal(SIGINT));
}

TEST_F(StopSignals, AnIgnoredSignalStaysIgnored) {
    // As nohup leaves SIGHUP.
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    struct sigaction before {};
    sigaction(SIGHUP, &ignore, &before);
    {
        const CaughtStopSignals caught;
        EXPECT_FALSE(catchesStopSignal(SIGHUP));
        EXPECT_TRUE(catchesStopSignal(SIGTERM));
        std::raise(SIGHUP);
        EXPECT_FALSE(stopRequested());
    }
    EXPECT_EQ(actionFor(SIGHUP).sa_handler, SIG_IGN);
    sigaction(SIGHUP, &before, nullptr);
}

TEST_F(StopSignals, TheProcessEndsByTheSignalThatCame) {
    for (int signal : {SIGINT, SIGHUP, SIGTERM}) {
        const pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            const CaughtStopSignals caught;
            std::raise(signal);
            endByStopSignal(stopSignal());
        }
        int status = 0;
        ASSERT_EQ(waitpid(child, &status, 0), child);
        EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signal) << "signal " << signal;
    }
}

}  // namespace
}  // namespace delve
