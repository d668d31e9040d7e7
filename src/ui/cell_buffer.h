#pragma once

#include <optional>
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
    // (or the edge). Returns how many cells it used.
    int text(Point p, std::string_view utf8, Colour foreground, Colour background = colours::black,
             int maxColumns = -1);
    void fill(const Cell& cell);
    void clear() { fill(Cell{}); }

    // The glyph after every highlight is blended into its background.
    Cell blended(Point p) const;
    void highlight(Point p, Colour colour, int opacity);
    const std::vector<Highlight>& highlights() const { return highlights_; }

    // The cursor box, shown around one cell when the ui asks for it.
    std::optional<Point> cursor;

    // Each row as text (glyphs only), for headless output and golden tests.
    std::vector<std::string> textRows() const;

    friend bool operator==(const CellBuffer&, const CellBuffer&) = default;

  private:
    Grid<Cell> cells_;
    std::vector<Highlight> highlights_;
};

}  // namespace delve
