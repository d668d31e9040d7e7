// The terminal frontend end to end: a child process runs it on a fresh
// pseudo-terminal, as a player's terminal would be, and the test reads what
// arrives there and types into it.

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <cctype>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "core/stop_signals.h"
#include "frontend/term/terminal_frontend.h"
#include "support/pty_child.h"
#include "support/waiting_listener.h"
#include "waiting_notes.h"

namespace delve {
namespace {

using testing::kPatienceMs;
using testing::PtyChild;

bool exitedWith(std::optional<int> status, int code) {
    return status && WIFEXITED(*status) && WEXITSTATUS(*status) == code;
}

// The parameters of every SGR sequence (ESC [ ... m) in `output`.
std::vector<std::vector<int>> sgrParameters(const std::string& output) {
    std::vector<std::vector<int>> all;
    std::size_t at = 0;
    while ((at = output.find("\x1b[", at)) != std::string::npos) {
        std::size_t end = at + 2;
        while (end < output.size() && (std::isdigit(static_cast<unsigned char>(output[end])) ||
                                       output[end] == ';' || output[end] == ':')) {
            ++end;
        }
        if (end < output.size() && output[end] == 'm') {
            std::vector<int> parameters;
            int value = 0;
            for (std::size_t i = at + 2; i < end; ++i) {
                if (output[i] == ';' || output[i] == ':') {
                    parameters.push_back(value);
                    value = 0;
                } else {
                    value = value * 10 + (output[i] - '0');
                }
            }
            parameters.push_back(value);
            all.push_back(parameters);
        }
        at = end;
    }
    return all;
}

bool isColourOrBold(int parameter) {
    return parameter == 1 || (parameter >= 30 && parameter <= 38) ||
           (parameter >= 40 && parameter <= 48) || (parameter >= 90 && parameter <= 97) ||
           (parameter >= 100 && parameter <= 107);
}

// Shows each event it gets on a line of its own, until `q`.
int echoEvents(TerminalMode mode) {
    std::string reason;
    auto frontend = TerminalFrontend::create(mode, reason);
    if (!frontend) {
        std::printf("no terminal: %s\r\n", reason.c_str());
        return 2;
    }
    if (frontend->columns() != 80 || frontend->rows() != 24) {
        return 3;
    }
    if (frontend->wantsPlainFog() != (mode == TerminalMode::Plain)) {
        return 4;
    }
    CellBuffer frame(frontend->columns(), frontend->rows());
    frame.text({2, 3}, "Delve-frontend", colours::red, colours::blue);
    frame.put({2, 4}, U'·', colours::lightGrey);
    frame.put({4, 4}, U'♣', colours::green);
    frame.highlight({6, 4}, colours::yellow, 50);
    frame.cursor = Point{2, 4};
    frontend->present(frame);
    int line = 6;
    for (;;) {
        const auto event = frontend->nextEvent(kPatienceMs);
        if (!event) {
            return 5;
        }
        std::string text;
        switch (event->kind) {
            case InputEvent::Kind::Key:
                if (event->key == Key::of(U'q')) {
                    return 0;
                }
                text = "key=" + keyToken(event->key);
                break;
            case InputEvent::Kind::Click:
                text =
                    "click=" + std::to_string(event->cell.x) + "," + std::to_string(event->cell.y);
                break;
            case InputEvent::Kind::Resize:
                text =
                    "size=" + std::to_string(event->cell.x) + "x" + std::to_string(event->cell.y);
                frame = CellBuffer(event->cell.x, event->cell.y);
                line = 6;
                break;
            case InputEvent::Kind::Hover:
                text =
                    "hover=" + std::to_string(event->cell.x) + "," + std::to_string(event->cell.y);
                break;
            case InputEvent::Kind::Quit:
                return 6;
        }
        frame.text({2, line++}, text, colours::white);
        frontend->present(frame);
    }
}

TEST(TermPty, ColourFrameArrivesWithXtermColoursAndKeysComeBack) {
    PtyChild child([] { return echoEvents(TerminalMode::Colour); }, "xterm-256color");
    ASSERT_TRUE(child.waitFor("Delve-frontend")) << child.output();
    EXPECT_TRUE(child.waitFor("\u00b7")) << child.output();  // '·' as UTF-8
    EXPECT_TRUE(child.waitFor("\u2663")) << child.output();  // '♣'
    // Red on blue: xterm colours 160 and 33.
    EXPECT_NE(child.output().find("38;5;160"), std::string::npos);
    EXPECT_NE(child.output().find("48;5;33"), std::string::npos);

    const std::vector<std::pair<std::string, std::string>> typed = {
        {"\x1bOA", "key=<Up>"},                        // the up arrow in keypad mode
        {"\x1bx", "key=<A-x>"},                        // Alt+x
        {"\x1b", "key=<Esc>"},                         // a lone Esc, after the escape delay
        {"\x10", "key=<C-p>"},                         // Ctrl+P
        {"\r", "key=<Enter>"},                         //
        {"\xc3\xa9", "key=\xc3\xa9"},                  // é in UTF-8
        {"\x1bOw", "key=<KP7>"},                       // numpad 7, from the terminal's entry
        {"\x1bOx", "key=<KP8>"},                       // numpad 8, bound by the frontend
        {"\x1b[15~", "key=<F5>"},                      //
        {"\x1b[<0;11;6M\x1b[<0;11;6m", "click=10,5"},  // a click, in SGR mouse mode
    };
    for (const auto& [keys, echo] : typed) {
        child.send(keys);
        ASSERT_TRUE(child.waitFor(echo)) << "no " << echo << " in\n" << child.output();
    }
    child.resize(100, 30);
    ASSERT_TRUE(child.waitFor("size=100x30")) << child.output();

    child.send("q");
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();
    // The alternate screen is left again and the terminal is in its own modes.
    EXPECT_NE(child.output().find("\x1b[?1049l"), std::string::npos);
    EXPECT_NE(child.terminalModes().c_lflag & ICANON, 0u);
    EXPECT_NE(child.terminalModes().c_lflag & ECHO, 0u);
}

TEST(TermPty, MouseMotionIsAHoverAndTheTerminalStopsReportingIt) {
    PtyChild child([] { return echoEvents(TerminalMode::Colour); }, "xterm-256color");
    ASSERT_TRUE(child.waitFor("Delve-frontend")) << child.output();
    // Asked for after curses' own request for clicks, which would undo it.
    ASSERT_TRUE(child.waitFor("\x1b[?1003h")) << child.output();
    const std::size_t clicks = child.output().find("\x1b[?1000h");
    const std::size_t motion = child.output().find("\x1b[?1003h");
    ASSERT_NE(motion, std::string::npos) << child.output();
    EXPECT_TRUE(clicks == std::string::npos || clicks < motion) << child.output();

    // Motion with no button held (35) in SGR mode, which xterm's entry names.
    child.send("\x1b[<35;13;8M");
    ASSERT_TRUE(child.waitFor("hover=12,7")) << child.output();
    // A press, then motion with the first button held, a drag: hovers, not
    // more clicks; after the release a press clicks again.
    child.send("\x1b[<0;9;10M");
    ASSERT_TRUE(child.waitFor("click=8,9")) << child.output();
    child.send("\x1b[<32;10;10M");
    ASSERT_TRUE(child.waitFor("hover=9,9")) << child.output();
    child.send("\x1b[<32;11;10M\x1b[<0;11;10m");
    ASSERT_TRUE(child.waitFor("hover=10,9")) << child.output();
    // A burst of motion at once is one hover, on the last cell.
    child.send("\x1b[<35;2;2M\x1b[<35;3;2M\x1b[<35;4;2M\x1b[<35;5;3M");
    ASSERT_TRUE(child.waitFor("hover=4,2")) << child.output();
    // Motion and then a key at once: both arrive, in order.
    child.send("\x1b[<35;21;11Mz");
    ASSERT_TRUE(child.waitFor("hover=20,10")) << child.output();
    ASSERT_TRUE(child.waitFor("key=z")) << child.output();
    // A click still clicks.
    child.send("\x1b[<0;11;6M\x1b[<0;11;6m");
    ASSERT_TRUE(child.waitFor("click=10,5")) << child.output();

    child.send("q");
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();
    EXPECT_EQ(child.output().find("hover=1,1"), std::string::npos) << child.output();
    EXPECT_EQ(child.output().find("hover=2,1"), std::string::npos) << child.output();
    const std::size_t stopped = child.output().rfind("\x1b[?1003l");
    ASSERT_NE(stopped, std::string::npos) << child.output();
    EXPECT_GT(stopped, child.output().rfind("\x1b[?1003h"));
}

TEST(TermPty, MouseMotionInTheOlderX10EncodingIsAHoverToo) {
    // The entry for screen (and tmux) names the X10 encoding.
    PtyChild child([] { return echoEvents(TerminalMode::Colour); }, "screen");
    ASSERT_TRUE(child.waitFor("Delve-frontend")) << child.output();
    ASSERT_TRUE(child.waitFor("\x1b[?1003h")) << child.output();
    // 32 + 35, then column 40 - 32 - 1 and row 42 - 32 - 1.
    child.send("\x1b[MC(*");
    ASSERT_TRUE(child.waitFor("hover=7,9")) << child.output();
    child.send("q");
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();
    EXPECT_EQ(child.output().find("click="), std::string::npos) << child.output();
    EXPECT_NE(child.output().rfind("\x1b[?1003l"), std::string::npos) << child.output();
}

TEST(TermPty, ASignalStopsTheMotionReportsToo) {
    PtyChild child([] { return echoEvents(TerminalMode::Colour); }, "xterm-256color");
    ASSERT_TRUE(child.waitFor("Delve-frontend")) << child.output();
    ASSERT_TRUE(child.waitFor("\x1b[?1003h")) << child.output();
    child.signal(SIGTERM);
    const std::optional<int> status = child.finish();
    ASSERT_TRUE(status.has_value());
    EXPECT_TRUE(WIFSIGNALED(*status) && WTERMSIG(*status) == SIGTERM);
    const std::size_t stopped = child.output().rfind("\x1b[?1003l");
    ASSERT_NE(stopped, std::string::npos) << child.output();
    EXPECT_GT(stopped, child.output().rfind("\x1b[?1003h"));
}

// Opens the terminal and leaves through exit(), as a fatal error would.
int exitWithTheScreenOpen() {
    std::string reason;
    // Still on the stack while exit() runs, so a leak checker sees no leak.
    const auto frontend = TerminalFrontend::create(TerminalMode::Plain, reason);
    if (!frontend) {
        return 2;
    }
    CellBuffer frame(frontend->columns(), frontend->rows());
    frame.text({0, 0}, "About-to-fail", colours::white);
    frontend->present(frame);
    std::exit(7);
}

TEST(TermPty, AnExitWithTheScreenOpenStopsTheMotionReports) {
    PtyChild child([] { return exitWithTheScreenOpen(); }, "xterm-256color");
    ASSERT_TRUE(child.waitFor("About-to-fail")) << child.output();
    EXPECT_TRUE(exitedWith(child.finish(), 7)) << child.output();
    const std::size_t stopped = child.output().rfind("\x1b[?1003l");
    ASSERT_NE(stopped, std::string::npos) << child.output();
    EXPECT_GT(stopped, child.output().rfind("\x1b[?1003h"));
}

TEST(TermPty, PlainModeSendsNoColourAndNoBold) {
    PtyChild child([] { return echoEvents(TerminalMode::Plain); }, "xterm-256color");
    ASSERT_TRUE(child.waitFor("Delve-frontend")) << child.output();
    EXPECT_TRUE(child.waitFor("\u00b7")) << child.output();
    child.send("\x1bOB");
    ASSERT_TRUE(child.waitFor("key=<Down>")) << child.output();
    child.send("q");
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();

    const auto sequences = sgrParameters(child.output());
    bool sawReverse = false;
    for (const std::vector<int>& parameters : sequences) {
        for (int parameter : parameters) {
            EXPECT_FALSE(isColourOrBold(parameter)) << "SGR parameter " << parameter;
            sawReverse |= parameter == 7;
        }
    }
    // The highlighted cell (a travel preview, say) cannot be washed in
    // colour here, so it is drawn in reverse video.
    EXPECT_TRUE(sawReverse) << child.output();
    EXPECT_EQ(child.output().find("38;5"), std::string::npos);
    EXPECT_EQ(child.output().find("48;5"), std::string::npos);
}

TEST(TermPty, ColourModeOnAnEightColourTerminalUsesTheBasicColours) {
    PtyChild child([] { return echoEvents(TerminalMode::Colour); }, "xterm");
    ASSERT_TRUE(child.waitFor("Delve-frontend")) << child.output();
    child.send("q");
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();
    EXPECT_EQ(child.output().find("38;5"), std::string::npos);
    // Red on blue: ANSI red and blue.
    bool sawRed = false;
    bool sawBlueBackground = false;
    for (const std::vector<int>& parameters : sgrParameters(child.output())) {
        for (int parameter : parameters) {
            sawRed |= parameter == 31;
            sawBlueBackground |= parameter == 44;
        }
    }
    EXPECT_TRUE(sawRed);
    EXPECT_TRUE(sawBlueBackground);
}

TEST(TermPty, WithoutTermTheFrontendSaysWhy) {
    PtyChild child(
        [] {
            std::string reason;
            const auto frontend = TerminalFrontend::create(TerminalMode::Colour, reason);
            std::printf("reason: %s\r\n", reason.c_str());
            return frontend ? 1 : 0;
        },
        nullptr);
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();
    EXPECT_NE(child.output().find("reason: TERM is not set"), std::string::npos) << child.output();
}

// Says why the frontend could not start, then ends through exit(), so that
// a leak checker (the sanitizer build) would see memory left behind.
int refusalThroughExit(TerminalMode mode) {
    std::string reason;
    const bool opened = TerminalFrontend::create(mode, reason) != nullptr;
    std::printf("reason: %s\r\n", reason.c_str());
    std::exit(opened ? 1 : 0);
}

TEST(TermPty, AnUnknownTerminalTypeIsRefused) {
    PtyChild child([] { return refusalThroughExit(TerminalMode::Colour); },
                   "no-such-terminal-here");
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();
    EXPECT_NE(child.output().find("reason: terminfo knows no terminal of type "
                                  "'no-such-terminal-here'"),
              std::string::npos)
        << child.output();
}

TEST(TermPty, ATerminalThatCannotMoveItsCursorIsRefused) {
    PtyChild child([] { return refusalThroughExit(TerminalMode::Plain); }, "dumb");
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();
    EXPECT_NE(child.output().find("reason: a terminal of type 'dumb' cannot move its cursor"),
              std::string::npos)
        << child.output();
}

TEST(TermPty, OnlyOneFrontendAtATime) {
    PtyChild child(
        [] {
            std::string reason;
            auto first = TerminalFrontend::create(TerminalMode::Plain, reason);
            auto second = TerminalFrontend::create(TerminalMode::Plain, reason);
            if (!first || second) {
                return 1;
            }
            first.reset();
            auto third = TerminalFrontend::create(TerminalMode::Plain, reason);
            return third ? 0 : 2;
        },
        "xterm-256color");
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();
}

TEST(TermPty, ASignalGivesTheTerminalBackBeforeTheProgramEnds) {
    PtyChild child([] { return echoEvents(TerminalMode::Colour); }, "xterm-256color");
    ASSERT_TRUE(child.waitFor("Delve-frontend")) << child.output();
    // Curses has the terminal in its own modes now.
    EXPECT_EQ(child.terminalModes().c_lflag & ICANON, 0u);
    EXPECT_EQ(child.terminalModes().c_lflag & ECHO, 0u);

    child.signal(SIGTERM);
    const std::optional<int> status = child.finish();
    ASSERT_TRUE(status.has_value());
    EXPECT_TRUE(WIFSIGNALED(*status) && WTERMSIG(*status) == SIGTERM);
    EXPECT_NE(child.output().find("\x1b[?1049l"), std::string::npos);
    EXPECT_NE(child.terminalModes().c_lflag & ICANON, 0u);
    EXPECT_NE(child.terminalModes().c_lflag & ECHO, 0u);
}

TEST(TermPty, AClosedTerminalReadsAsQuit) {
    PtyChild child(
        [] {
            std::string reason;
            auto frontend = TerminalFrontend::create(TerminalMode::Plain, reason);
            if (!frontend) {
                return 2;
            }
            CellBuffer frame(frontend->columns(), frontend->rows());
            frame.text({0, 0}, "Ready-to-read", colours::white);
            frontend->present(frame);
            // The far end stops sending: input ends with Ctrl+D's end of file
            // only in canonical mode, so the test closes standard input instead.
            close(STDIN_FILENO);
            const auto event = frontend->nextEvent(-1);
            return event && event->kind == InputEvent::Kind::Quit ? 0 : 1;
        },
        "xterm-256color");
    ASSERT_TRUE(child.waitFor("Ready-to-read")) << child.output();
    EXPECT_TRUE(exitedWith(child.finish(), 0)) << child.output();
}

// Catches the stop signals as the game does, opens the terminal and waits
// for input as long as it takes. Ends with 100 + the signal that was noted
// when the wait ended with Quit, the terminal already given back.
int waitCatchingStopSignals(int waitingSocket = -1) {
    const CaughtStopSignals caught;
    std::string reason;
    auto frontend = TerminalFrontend::create(TerminalMode::Plain, reason);
    if (!frontend) {
        return 2;
    }
    CellBuffer frame(frontend->columns(), frontend->rows());
    frame.text({0, 0}, "Waiting-for-input", colours::white);
    frontend->present(frame);
    const auto event = WaitingNotes(*frontend, waitingSocket).nextEvent(-1);
    frontend.reset();
    if (!event || event->kind != InputEvent::Kind::Quit) {
        return 3;
    }
    return 100 + stopSignal();
}

// Ctrl+C typed, a hangup and kill, each while the frontend waits for input:
// the wait ends with Quit, and the game can save and give the terminal back.
TEST(TermPty, ACaughtStopSignalEndsTheWaitWithQuit) {
    for (int signal : {SIGINT, SIGHUP, SIGTERM}) {
        testing::WaitingListener waiting;
        PtyChild child(
            [&waiting] {
                waiting.keepGameEndOnly();
                return waitCatchingStopSignals(waiting.gameEnd());
            },
            "xterm-256color");
        waiting.keepTestEndOnly();
        ASSERT_TRUE(child.waitFor("Waiting-for-input")) << child.output();
        ASSERT_TRUE(waiting.waitUntilWaitingAfter(0));
        if (signal == SIGINT) {
            child.send("\x03");  // Ctrl+C: the terminal sends the signal
        } else {
            child.signal(signal);
        }
        EXPECT_TRUE(exitedWith(child.finish(), 100 + signal))
            << "signal " << signal << ": " << child.output();
        EXPECT_NE(child.output().find("\x1b[?1049l"), std::string::npos);
        EXPECT_NE(child.terminalModes().c_lflag & ICANON, 0u);
        EXPECT_NE(child.terminalModes().c_lflag & ECHO, 0u);
    }
}

// Signals the game does not catch still give the terminal back on the way out.
TEST(TermPty, WhileStopSignalsAreCaughtOthersStillRestoreTheTerminal) {
    PtyChild child(
        [] {
            const rlimit noCore{0, 0};  // SIGQUIT would leave a core file
            setrlimit(RLIMIT_CORE, &noCore);
            return waitCatchingStopSignals();
        },
        "xterm-256color");
    ASSERT_TRUE(child.waitFor("Waiting-for-input")) << child.output();
    child.signal(SIGQUIT);
    const std::optional<int> status = child.finish();
    ASSERT_TRUE(status.has_value());
    EXPECT_TRUE(WIFSIGNALED(*status) && WTERMSIG(*status) == SIGQUIT);
    EXPECT_NE(child.terminalModes().c_lflag & ICANON, 0u);
}

TEST(TermStart, StandardOutputThatIsNotATerminalIsRefused) {
    int pipeEnds[2];
    ASSERT_EQ(pipe(pipeEnds), 0);
    std::fflush(stdout);
    std::fflush(stderr);
    const pid_t pid = fork();
    if (pid == 0) {
        const int nothing = open("/dev/null", O_RDONLY);
        dup2(nothing, STDIN_FILENO);
        dup2(pipeEnds[1], STDOUT_FILENO);
        close(pipeEnds[0]);
        std::string reason;
        const auto frontend = TerminalFrontend::create(TerminalMode::Colour, reason);
        std::printf("%s", reason.c_str());
        std::fflush(stdout);
        _exit(frontend ? 1 : 0);
    }
    close(pipeEnds[1]);
    std::string said;
    char buffer[256];
    ssize_t got = 0;
    while ((got = read(pipeEnds[0], buffer, sizeof buffer)) > 0) {
        said.append(buffer, static_cast<std::size_t>(got));
    }
    close(pipeEnds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    EXPECT_NE(said.find("must be a terminal"), std::string::npos) << said;
}

}  // namespace
}  // namespace delve
