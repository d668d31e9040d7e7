#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/colour.h"
#include "core/grid.h"
#include "core/point.h"

namespace delve {

// One character cell of the screen.
struct Cell {
    char32_t glyph = U' ';
    Colour foreground = colours::lightGrey;
    Colour background = colours::black;

    friend constexpr bool operator==(const Cell&, const Cell&) = default;
};

// A translucent wash of colour over one cell (a spell's glow, a path, a
// flash). Frontends that cannot blend draw it as a background colour.
struct Highlight {
    Point cell;
    Colour colour;
    int opacity = 50;  // percent
    friend constexpr bool operator==(const Highlight&, const Highlight&) = default;
};

// The picture the ui draws each frame, in character cells, and the only thing
// a frontend needs to show a screen. Nothing here knows about SDL or curses.
class CellBuffer {
  public:
    CellBuffer() = default;
    CellBuffer(int columns, int rows);

    int columns() const { return cells_.width(); }
    int rows() const { return cells_.height(); }
    bool contains(Point p) const { return cells_.contains(p); }

    const Cell& at(Point p) const { return cells_[p]; }
    // Writes one cell; cells outside the buffer are ignored, so a panel may
    // draw past an edge on a small screen without checking.
    void put(Point p, char32_t glyph, Colour foreground, Colour background = colours::black);
    void put(Point p, const Cell& cell);
    // Writes UTF-8 text from `p` to the right, clipped at `maxColumns` cells
    // (or the edge). Returns how many cells it used. Text that does not fit
    // is counted in cutTexts().
    int text(Point p, std::string_view utf8, Colour foreground, Colour background = colours::black,
             int maxColumns = -1);
    // Writes text wrapped between words into lines of `width` cells, from `p`
    // down, in at most `maxLines` lines; returns how many it took. Text that
    // needs more lines than that, or has a word longer than a line, is cut,
    // and counted in cutTexts().
    int wrapped(Point p, std::string_view utf8, int width, Colour foreground,
                Colour background = colours::black, int maxLines = 1000);
    // Writes a name as `wrapped` does, a word too long for a line shortened
    // with "…" rather than broken (ui/text/text_wrap.h, wrapName).
    int wrappedName(Point p, std::string_view utf8, int width, Colour foreground,
                    Colour background = colours::black, int maxLines = 1000);
    // How many texts written since the last fill did not fit where they were
    // written. The screens keep it at 0: they wrap or shorten instead, so no
    // word is ever cut in the middle or lost at an edge.
    int cutTexts() const { return cutTexts_; }
    // Whether frames are drawn in box-drawing lines (┌─┐│└┘) rather than
    // ASCII (+-|): what the frontend the buffer goes to can show, set by
    // whoever fills it (App::draw, from its DrawStyle). Clearing keeps it.
    bool framesInLines() const { return framesInLines_; }
    void drawFramesInLines(bool lines) { framesInLines_ = lines; }
    void fill(const Cell& cell);
    void clear() { fill(Cell{}); }
    // Every cell's colours at `percent` of their brightness, and no glow
    // left: what lies under a box steps back, so the box stands out.
    void fade(int percent);
    // Every colour of the picture as `change(colour, isBackground)` makes
    // it: the cells' letters and backgrounds, and the highlights' washes
    // (which count as letters, so that they stay as bright).
    template <class Change>
    void recolour(Change&& change) {
        for (Cell& cell : cells_.cells()) {
            cell.foreground = change(cell.foreground, false);
            cell.background = change(cell.background, true);
        }
        for (Highlight& wash : highlights_) {
            wash.colour = change(wash.colour, false);
        }
    }

    // The glyph after every highlight is blended into its background.
    Cell blended(Point p) const;
    void highlight(Point p, Colour colour, int opacity);
    const std::vector<Highlight>& highlights() const { return highlights_; }

    // The cursor box, shown around one cell when the ui asks for it.
    std::optional<Point> cursor;

    // Each row as text (glyphs only), for headless output and golden tests.
    std::vector<std::string> textRows() const;

    // The same picture: cells, highlights and cursor.
    friend bool operator==(const CellBuffer& a, const CellBuffer& b) {
        return a.cells_ == b.cells_ && a.highlights_ == b.highlights_ && a.cursor == b.cursor;
    }

  private:
    int lines(Point p, const std::vector<std::string>& lines, int width, Colour foreground,
              Colour background, int maxLines);

    Grid<Cell> cells_;
    std::vector<Highlight> highlights_;
    int cutTexts_ = 0;
    bool framesInLines_ = false;
};

}  // namespace delve
