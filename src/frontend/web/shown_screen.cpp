#include "frontend/web/shown_screen.h"

namespace delve {

ShownScreen::ShownScreen(const CellBuffer& frame)
    : columns_(frame.columns()), rows_(frame.rows()), cursor_(frame.cursor) {
    cells_.reserve(static_cast<std::size_t>(columns_ * rows_));
    for (int y = 0; y < rows_; ++y) {
        for (int x = 0; x < columns_; ++x) {
            cells_.push_back(frame.at({x, y}));
        }
    }
    // Washed in the order they were laid, as CellBuffer::blended does, but
    // each once rather than once per cell.
    for (const Highlight& wash : frame.highlights()) {
        if (frame.contains(wash.cell)) {
            Colour& under = cells_[index(wash.cell)].background;
            under = blend(under, wash.colour, wash.opacity);
        }
    }
    if (cursor_ && !frame.contains(*cursor_)) {
        cursor_.reset();
    }
}

}  // namespace delve
