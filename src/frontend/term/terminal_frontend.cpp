#include "frontend/term/terminal_frontend.h"

#include <langinfo.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <cwchar>
#include <string_view>

#include "core/stop_signals.h"
#include "frontend/term/curses_wide.h"
#include "frontend/term/glyph_fallback.h"
#include "frontend/term/key_translation.h"
#include "frontend/term/mouse_translation.h"
#include "frontend/term/terminal_restore.h"
#include "frontend/term/terminal_type.h"

namespace delve {

namespace {

// Long enough for an escape sequence sent in one burst, short enough that a
// lone Esc closes a menu at once.
constexpr int kEscapeDelayMs = 25;

// The longest single wait for input, so that a missed resize signal shows
// up soon.
constexpr int kWaitSliceMs = 200;

// Reads that fail in a row before the terminal counts as gone.
constexpr int kFailuresMeaningGone = 8;

// How many RGB combinations the frontend remembers the pair of.
constexpr std::size_t kMostColourPairsKept = 1 << 16;

bool terminalOpen = false;

std::uint64_t packColours(Colour foreground, Colour background) {
    auto pack = [](Colour c) {
        return (static_cast<std::uint64_t>(c.r) << 16) | (static_cast<std::uint64_t>(c.g) << 8) |
               c.b;
    };
    return (pack(foreground) << 24) | pack(background);
}

// Binds the keypad's application-mode sequences (see kKeypadBase) that the
// terminal's entry leaves out, or gives only an extended name such as `ka2`
// (a code above KEY_MAX that means nothing to Delve). The entry's standard
// bindings (KEY_A1 for numpad 7...) stay.
void bindKeypadKeys() {
    static constexpr std::string_view kPrinted = "0123456789.+-*/";
    static constexpr std::string_view kSent = "pqrstuvwxynkmjo";
    for (std::size_t i = 0; i < kPrinted.size(); ++i) {
        const std::string sequence = std::string("\033O") + kSent[i];
        const int bound = key_defined(sequence.c_str());
        if (bound == 0 || bound > KEY_MAX) {
            define_key(sequence.c_str(), static_cast<int>(kKeypadBase) + kPrinted[i]);
        }
    }
    const int enter = key_defined("\033OM");
    if (enter == 0 || enter > KEY_MAX) {
        define_key("\033OM", KEY_ENTER);
    }
}

// Lets Ctrl+S, Ctrl+Q and Ctrl+V reach the game as keys instead of pausing
// the output or quoting the next key. Ctrl+C, Ctrl+Z and Ctrl+\ keep their
// signals. Curses puts the terminal's own modes back when it closes.
void passControlKeys() {
    termios modes{};
    if (tcgetattr(STDIN_FILENO, &modes) != 0) {
        return;
    }
    modes.c_iflag &= ~static_cast<tcflag_t>(IXON);
    modes.c_lflag &= ~static_cast<tcflag_t>(IEXTEN);
    if (tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0) {
        def_prog_mode();  // so that the terminal returns to these modes after Ctrl+Z
    }
}

}  // namespace

std::unique_ptr<TerminalFrontend> TerminalFrontend::create(TerminalMode mode, std::string& reason) {
    if (terminalOpen) {
        reason = "a terminal screen is already open";
        return nullptr;
    }
    if (isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0) {
        reason = "standard input and output must be a terminal";
        return nullptr;
    }
    const char* term = std::getenv("TERM");
    if (term == nullptr || *term == '\0') {
        reason = "TERM is not set, so the kind of terminal is unknown";
        return nullptr;
    }
    if (auto problem = terminalTypeProblem(term)) {
        reason = *problem;
        return nullptr;
    }
    // Only the character set: numbers keep printing the same in every locale.
    std::setlocale(LC_CTYPE, "");
    guardTerminal();
    SCREEN* screen = newterm(nullptr, stdout, stdin);
    if (screen == nullptr) {
        unguardTerminal();
        reason = std::string("curses cannot drive a terminal of type '") + term + "'";
        return nullptr;
    }
    screenOpened();
    terminalOpen = true;
    return std::unique_ptr<TerminalFrontend>(new TerminalFrontend(mode, screen));
}

TerminalFrontend::TerminalFrontend(TerminalMode mode, SCREEN* screen)
    : mode_(mode), screen_(screen) {
    set_term(screen_);
    cbreak();  // Ctrl+C still interrupts, so the player always has a way out
    passControlKeys();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    bindKeypadKeys();
    set_escdelay(kEscapeDelayMs);
    // The release too, to tell a drag from a press (see MouseTranslation).
    mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | REPORT_MOUSE_POSITION,
              nullptr);
    mouseinterval(0);  // report the press at once instead of waiting to see a click
    cursorShapes_ = curs_set(0) != ERR;
    unicode_ = std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    if (mode_ == TerminalMode::Colour && has_colors() && start_color() == OK) {
        palette_ = paletteFor(COLORS, tigetflag("RGB") > 0);
        pairs_ = ColourPairCache(palette_ == TerminalPalette::None ? 0 : COLOR_PAIRS);
    }
    readSize();
}

TerminalFrontend::~TerminalFrontend() {
    unguardTerminal();
    mousemask(0, nullptr);
    curs_set(1);
    endwin();
    stopMotionReports();  // last, so that nothing curses sends comes after it
    delscreen(screen_);
    terminalOpen = false;
}

void TerminalFrontend::readSize() {
    int height = 0;
    int width = 0;
    getmaxyx(stdscr, height, width);
    columns_ = width;
    rows_ = height;
}

char32_t TerminalFrontend::drawableGlyph(char32_t glyph) const {
    if (glyph < 0x20 || glyph == 0x7F) {
        return U' ';
    }
    if (glyph < 0x7F) {
        return glyph;
    }
    // A glyph two columns wide would push the rest of the row out of place.
    if (unicode_ && wcwidth(static_cast<wchar_t>(glyph)) == 1) {
        return glyph;
    }
    return static_cast<char32_t>(asciiStandIn(glyph));
}

TerminalFrontend::PairChoice TerminalFrontend::colourPairFor(Colour foreground, Colour background) {
    const std::uint64_t key = packColours(foreground, background);
    if (const auto found = pairOfColours_.find(key); found != pairOfColours_.end()) {
        return found->second;
    }
    const TerminalColours colours = terminalColours(palette_, foreground, background);
    const ColourPairCache::Answer answer = pairs_.pairFor(
        {colours.foreground, colours.background, looksLike(palette_, colours.foreground),
         looksLike(palette_, colours.background)});
    if (answer.isNew) {
        init_extended_pair(answer.pair, colours.foreground, colours.background);
    }
    const PairChoice choice{answer.pair, colours.bold};
    if (pairOfColours_.size() >= kMostColourPairsKept) {
        pairOfColours_.clear();  // flickering colours could otherwise grow it for ever
    }
    pairOfColours_.emplace(key, choice);
    return choice;
}

void TerminalFrontend::drawCell(Point p, const ShownCell& cell) {
    const wchar_t text[2] = {static_cast<wchar_t>(cell.glyph), L'\0'};
    attr_t attributes = A_NORMAL;
    int pair = 0;
    if (palette_ != TerminalPalette::None) {
        const PairChoice choice = colourPairFor(cell.foreground, cell.background);
        pair = choice.pair;
        if (choice.bold) {
            attributes |= A_BOLD;
        }
    }
    if (cell.reversed) {
        attributes |= A_REVERSE;
    }
    cchar_t drawn;
    setcchar(&drawn, text, attributes, 0, &pair);
    // The bottom-right cell reports an error (the cursor cannot move past
    // it) but is drawn all the same.
    mvwadd_wch(stdscr, p.y, p.x, &drawn);
}

void TerminalFrontend::present(const CellBuffer& frame) {
    const Point frameSize{frame.columns(), frame.rows()};
    if (shown_.width() != columns_ || shown_.height() != rows_ || frameSize != lastFrameSize_) {
        shown_ = Grid<ShownCell>(columns_, rows_);
        lastFrameSize_ = frameSize;
        werase(stdscr);
        if (repaintScreen_) {
            clearok(stdscr, TRUE);
            repaintScreen_ = false;
        }
    }
    Grid<std::uint8_t> highlighted(frame.columns(), frame.rows());
    for (const Highlight& h : frame.highlights()) {
        highlighted[h.cell] = 1;
    }
    const bool colour = palette_ != TerminalPalette::None;
    const int width = std::min(columns_, frame.columns());
    const int height = std::min(rows_, frame.rows());
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const Point p{x, y};
            const Cell cell = highlighted[p] != 0 ? frame.blended(p) : frame.at(p);
            // Without colour a wash cannot show, so a highlighted cell (the
            // way a click would travel, a flash) is drawn in reverse video.
            const bool reversed =
                (!cursorShapes_ && frame.cursor == p) || (!colour && highlighted[p] != 0);
            ShownCell shown{drawableGlyph(cell.glyph), colour ? cell.foreground : Colour{},
                            colour ? cell.background : Colour{}, reversed};
            if (shown != shown_[p]) {
                drawCell(p, shown);
                shown_[p] = shown;
            }
        }
    }
    showCursor(frame);
    wrefresh(stdscr);
    // Again with every frame: curses asks for clicks alone whenever it
    // takes the terminal back (after Ctrl+Z, say), which ends motion reports.
    startMotionReports();
}

void TerminalFrontend::showCursor(const CellBuffer& frame) {
    if (!cursorShapes_) {
        return;  // drawn in reverse video instead
    }
    const bool wanted = frame.cursor && frame.cursor->x >= 0 && frame.cursor->y >= 0 &&
                        frame.cursor->x < columns_ && frame.cursor->y < rows_;
    if (wanted) {
        wmove(stdscr, frame.cursor->y, frame.cursor->x);
    }
    if (wanted != cursorVisible_) {
        curs_set(wanted ? 1 : 0);
        cursorVisible_ = wanted;
    }
}

Point TerminalFrontend::latestHover(Point cell) {
    for (;;) {
        wtimeout(stdscr, 0);
        wint_t code = 0;
        const int status = wget_wch(stdscr, &code);
        if (status == ERR) {
            return cell;
        }
        if (status != KEY_CODE_YES) {
            unget_wch(static_cast<wchar_t>(code));
            return cell;
        }
        MEVENT mouse{};
        if (code != KEY_MOUSE || getmouse(&mouse) != OK) {
            ungetch(static_cast<int>(code));
            return cell;
        }
        // Only plain motion is merged: a press or a release keeps its place.
        const auto next = hoveredCell(mouse.bstate, mouse.x, mouse.y);
        if (!next) {
            ungetmouse(&mouse);
            return cell;
        }
        cell = *next;
    }
}

std::optional<InputEvent> TerminalFrontend::nextEvent(int timeoutMs) {
    using Clock = std::chrono::steady_clock;
    const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    int failures = 0;
    for (;;) {
        // Ctrl+C, a closed terminal or kill: quit as the player would. The
        // signal cuts a read short, and a read lasts a slice at most.
        if (stopRequested()) {
            return InputEvent{InputEvent::Kind::Quit, {}, {}};
        }
        // Waits come in slices: a resize that lands just before curses starts
        // waiting is noticed by the next read, not after the whole timeout.
        int slice = kWaitSliceMs;
        if (timeoutMs >= 0) {
            // Rounded up, so that a read that times out ends past the deadline.
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
            slice = static_cast<int>(std::clamp<long long>(left.count(), 0, kWaitSliceMs));
        }
        wtimeout(stdscr, slice);
        const Clock::time_point readStart = Clock::now();
        wint_t code = 0;
        const int status = wget_wch(stdscr, &code);
        if (status == ERR) {
            if (timeoutMs >= 0 && (slice == 0 || Clock::now() >= deadline)) {
                return std::nullopt;
            }
            if (Clock::now() - readStart >= std::chrono::milliseconds(slice / 2)) {
                continue;  // the slice ran out
            }
            // Curses fails a read now and then for no lasting reason (a
            // signal, a resize just after a mouse event); only a terminal
            // that is gone (end of input) fails every time at once, and that
            // is as good as asking to quit.
            if (++failures >= kFailuresMeaningGone) {
                return InputEvent{InputEvent::Kind::Quit, {}, {}};
            }
            continue;
        }
        failures = 0;
        if (status == KEY_CODE_YES && code == KEY_RESIZE) {
            readSize();
            shown_ = {};
            repaintScreen_ = true;
            return InputEvent{InputEvent::Kind::Resize, {}, {columns_, rows_}};
        }
        if (status == KEY_CODE_YES && code == KEY_MOUSE) {
            MEVENT mouse{};
            if (getmouse(&mouse) == OK) {
                if (auto event = mouse_.translate(mouse.bstate, mouse.x, mouse.y)) {
                    if (event->kind == InputEvent::Kind::Hover) {
                        event->cell = latestHover(event->cell);
                    }
                    return event;
                }
            }
        } else {
            std::optional<CursesRead> next;
            if (status == OK && code == 27) {
                // Whatever came with the Esc came at once; curses has already
                // waited the escape delay for it.
                wtimeout(stdscr, 0);
                wint_t nextCode = 0;
                const int nextStatus = wget_wch(stdscr, &nextCode);
                if (nextStatus != ERR) {
                    next = CursesRead{nextStatus, nextCode};
                }
            }
            const KeyTranslation translation = translateKey({status, code}, next);
            if (next && !translation.usedNext) {
                if (next->status == KEY_CODE_YES) {
                    ungetch(static_cast<int>(next->code));
                } else {
                    unget_wch(static_cast<wchar_t>(next->code));
                }
            }
            if (translation.key) {
                return InputEvent::keyPress(*translation.key);
            }
        }
        if (timeoutMs >= 0 && Clock::now() >= deadline) {
            return std::nullopt;
        }
    }
}

}  // namespace delve
