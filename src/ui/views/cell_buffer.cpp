#include "ui/views/cell_buffer.h"

#include "core/utf8.h"
#include "ui/text/text_wrap.h"

namespace delve {

CellBuffer::CellBuffer(int columns, int rows) : cells_(columns, rows) {}

void CellBuffer::put(Point p, char32_t glyph, Colour foreground, Colour background) {
    put(p, Cell{glyph, foreground, background});
}

void CellBuffer::put(Point p, const Cell& cell) {
    if (contains(p)) {
        cells_[p] = cell;
    }
}

int CellBuffer::text(Point p, std::string_view utf8, Colour foreground, Colour background,
                     int maxColumns) {
    int used = 0;
    bool cut = false;
    for (char32_t c : decodeUtf8(utf8)) {
        if (maxColumns >= 0 && used >= maxColumns) {
            cut = true;
            break;
        }
        const Point at{p.x + used, p.y};
        cut = cut || !contains(at);
        put(at, c, foreground, background);
        ++used;
    }
    cutTexts_ += cut ? 1 : 0;
    return used;
}

int CellBuffer::lines(Point p, const std::vector<std::string>& lines, int width, Colour foreground,
                      Colour background, int maxLines) {
    int used = 0;
    for (const std::string& line : lines) {
        if (used >= maxLines) {
            ++cutTexts_;
            break;
        }
        text({p.x, p.y + used}, line, foreground, background, width);
        ++used;
    }
    return used;
}

int CellBuffer::wrapped(Point p, std::string_view utf8, int width, Colour foreground,
                        Colour background, int maxLines) {
    // A word longer than a line has to be broken in two: that is a cut too.
    int word = 0;
    for (char32_t c : decodeUtf8(utf8)) {
        word = c == U' ' ? 0 : word + 1;
        if (word > width) {
            ++cutTexts_;
            break;
        }
    }
    return lines(p, wrapWords(utf8, width), width, foreground, background, maxLines);
}

int CellBuffer::wrappedName(Point p, std::string_view utf8, int width, Colour foreground,
                            Colour background, int maxLines) {
    return lines(p, wrapName(utf8, width), width, foreground, background, maxLines);
}

void CellBuffer::fill(const Cell& cell) {
    cells_.fill(cell);
    highlights_.clear();
    cursor.reset();
    cutTexts_ = 0;
}

void CellBuffer::fade(int percent) {
    // What glowed on the screen below is no business of the box over it.
    highlights_.clear();
    for (int y = 0; y < rows(); ++y) {
        for (int x = 0; x < columns(); ++x) {
            Cell& cell = cells_[{x, y}];
            cell.foreground = dimmed(cell.foreground, percent);
            cell.background = dimmed(cell.background, percent);
        }
    }
}

void CellBuffer::highlight(Point p, Colour colour, int opacity) {
    if (contains(p)) {
        highlights_.push_back({p, colour, opacity});
    }
}

Cell CellBuffer::blended(Point p) const {
    Cell cell = at(p);
    for (const Highlight& h : highlights_) {
        if (h.cell == p) {
            cell.background = blend(cell.background, h.colour, h.opacity);
        }
    }
    return cell;
}

std::vector<std::string> CellBuffer::textRows() const {
    std::vector<std::string> lines;
    for (int y = 0; y < rows(); ++y) {
        std::string line;
        for (int x = 0; x < columns(); ++x) {
            appendUtf8(line, at({x, y}).glyph);
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

}  // namespace delve
