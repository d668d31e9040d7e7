#include "ui/cell_buffer.h"

#include "core/utf8.h"

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
    for (char32_t c : decodeUtf8(utf8)) {
        if (maxColumns >= 0 && used >= maxColumns) {
            break;
        }
        put({p.x + used, p.y}, c, foreground, background);
        ++used;
    }
    return used;
}

void CellBuffer::fill(const Cell& cell) {
    cells_.fill(cell);
    highlights_.clear();
    cursor.reset();
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
