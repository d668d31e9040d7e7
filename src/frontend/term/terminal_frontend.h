#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>

#include "core/grid.h"
#include "frontend/term/colour_pair_cache.h"
#include "frontend/term/colour_palette.h"
#include "frontend/term/mouse_translation.h"
#include "ui/loop/frontend.h"

struct screen;  // curses' SCREEN, kept out of this header with the rest of curses

namespace delve {

enum class TerminalMode {
    Colour,  // colours as near as the terminal allows
    Plain,   // no colour and no attributes, for the simplest terminals
};

// The game in a terminal, through ncursesw. Only one can be open at a time,
// since curses keeps one screen per process. A press of the first mouse
// button is a Click; the mouse moving onto a cell is a Hover (in terminals
// that report motion, as xterm's kin do), the reports that came at once
// merged into one. Terminals never say the mouse left. A stop signal the
// game catches (core/stop_signals.h) ends the wait for input with a Quit.
class TerminalFrontend final : public Frontend {
  public:
    // Opens the terminal on stdin and stdout. Nothing, with `reason` saying
    // why, when they are not a terminal, TERM is unset or unknown, or another
    // terminal frontend is open.
    static std::unique_ptr<TerminalFrontend> create(TerminalMode mode, std::string& reason);

    // Gives the terminal back as it was.
    ~TerminalFrontend() override;
    TerminalFrontend(const TerminalFrontend&) = delete;
    TerminalFrontend& operator=(const TerminalFrontend&) = delete;

    int columns() const override { return columns_; }
    int rows() const override { return rows_; }
    void present(const CellBuffer& frame) override;
    std::optional<InputEvent> nextEvent(int timeoutMs) override;
    bool showsEveryLetter() const override { return unicode_; }

    // Without colour, a remembered cell looks just like a visible one, so the
    // ui draws remembered map cells as ':' when this is true.
    bool wantsPlainFog() const { return palette_ == TerminalPalette::None; }

    TerminalMode mode() const { return mode_; }
    TerminalPalette palette() const { return palette_; }

  private:
    // A cell as last sent to the terminal, to send only what changed.
    struct ShownCell {
        char32_t glyph = 0;  // as drawn, never 0, so a new grid matches no frame
        Colour foreground;
        Colour background;
        bool reversed = false;
        friend bool operator==(const ShownCell&, const ShownCell&) = default;
    };

    TerminalFrontend(TerminalMode mode, struct ::screen* screen);

    void drawCell(Point p, const ShownCell& cell);
    // A colour pair and whether the foreground needs bold, per RGB pair.
    struct PairChoice {
        int pair = 0;
        bool bold = false;
    };
    PairChoice colourPairFor(Colour foreground, Colour background);
    char32_t drawableGlyph(char32_t glyph) const;
    void showCursor(const CellBuffer& frame);
    void readSize();
    // After a hover on `cell`: the cell of the last of the motion reports
    // that arrived with it, the first thing that is not one put back to read.
    Point latestHover(Point cell);

    TerminalMode mode_;
    MouseTranslation mouse_;
    struct ::screen* screen_;
    TerminalPalette palette_ = TerminalPalette::None;
    ColourPairCache pairs_{0};
    bool unicode_ = false;       // the locale is UTF-8, so any one-column glyph can be shown
    bool cursorShapes_ = false;  // the terminal can hide and show its cursor
    bool cursorVisible_ = false;
    int columns_ = 0;
    int rows_ = 0;
    Grid<ShownCell> shown_;       // empty: the next frame redraws everything
    Point lastFrameSize_;         // a frame of another size redraws everything too
    bool repaintScreen_ = false;  // after a resize the terminal's picture cannot be trusted
    std::unordered_map<std::uint64_t, PairChoice> pairOfColours_;
};

}  // namespace delve
