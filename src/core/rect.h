#pragma once

#include "core/point.h"

namespace delve {

// An axis-aligned block of cells: x and y are its top-left cell.
struct Rect {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;

    friend constexpr bool operator==(const Rect&, const Rect&) = default;

    constexpr int left() const { return x; }
    constexpr int top() const { return y; }
    // One past the last column and row, as for iterators.
    constexpr int right() const { return x + width; }
    constexpr int bottom() const { return y + height; }
    constexpr int area() const { return width * height; }
    constexpr Point center() const { return {x + width / 2, y + height / 2}; }

    constexpr bool contains(Point p) const {
        return p.x >= x && p.y >= y && p.x < right() && p.y < bottom();
    }
    constexpr bool intersects(const Rect& o) const {
        return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
    }
    // The same block grown by `by` cells on every side (shrunk when negative).
    constexpr Rect grown(int by) const { return {x - by, y - by, width + 2 * by, height + 2 * by}; }
};

}  // namespace delve
