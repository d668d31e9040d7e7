#pragma once

#include <optional>
#include <vector>

#include "core/colour.h"
#include "core/point.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// A frame as a page draws it: each cell's glyph and colours once the
// highlights are blended in (a canvas has no washes of its own), and where
// the cursor box is. Two frames that look the same are equal here even when
// they were drawn differently.
class ShownScreen {
  public:
    ShownScreen() = default;
    explicit ShownScreen(const CellBuffer& frame);

    int columns() const { return columns_; }
    int rows() const { return rows_; }
    const Cell& at(Point p) const { return cells_[index(p)]; }
    const std::optional<Point>& cursor() const { return cursor_; }

    friend bool operator==(const ShownScreen&, const ShownScreen&) = default;

  private:
    std::size_t index(Point p) const { return static_cast<std::size_t>(p.y * columns_ + p.x); }

    int columns_ = 0;
    int rows_ = 0;
    std::vector<Cell> cells_;
    std::optional<Point> cursor_;
};

}  // namespace delve
