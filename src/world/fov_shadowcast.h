#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <vector>

#include "core/point.h"
#include "core/rect.h"
#include "world/fov_radius.h"

namespace delve {

// Symmetric shadowcasting as Albert Ford defines it ("Symmetric
// Shadowcasting", 2021). Around the origin lie four quadrants (north, east,
// south, west), each scanned in rows by depth. A row is the stretch of cells
// between two slopes (column / depth, seen from the origin's centre): a wall
// ends the light for the next row at its near edge, a floor after a wall
// starts it again. Walls are seen whenever the scan reaches them; a floor is
// seen only when its centre lies between the row's slopes, and that is what
// makes sight symmetric: from floor A you see floor B exactly when from B you
// see A.
//
// Slopes are exact fractions of whole numbers, so a tie is a tie on every
// machine. The sight radius (dx² + dy² <= r(r + 1), 0 for none) and the edges
// of `bounds` act as walls that are never shown: a wall beyond the radius only
// shades cells that are farther still, so stopping there changes nothing
// inside it, and the scan never asks about or reveals a cell outside
// `bounds`. The work grows with the cells scanned, never with the size of the
// floor.
//
// reveal(p) is called for every cell seen, the origin first; a cell on a
// diagonal through the origin belongs to two quadrants and may be reported
// twice.
class Shadowcaster {
  public:
    template <class IsOpaque, class Reveal>
    void compute(Point origin, int radius, Rect bounds, IsOpaque&& isOpaque, Reveal&& reveal);

    // True while compute runs: a reveal callback that starts another field of
    // view must use another Shadowcaster.
    bool busy() const { return busy_; }

  private:
    // numerator / denominator, the denominator always positive.
    struct Slope {
        int numerator;
        int denominator;
    };
    struct Row {
        int depth;
        Slope start;
        Slope end;
    };

    // A quadrant's rows run along (RowX, RowY) from the origin and its
    // columns along (ColumnX, ColumnY); as template arguments they fold into
    // plain additions in the inner loop.
    template <int RowX, int RowY, int ColumnX, int ColumnY, class IsOpaque, class Reveal>
    void scanQuadrant(Point origin, int radius, Rect bounds, IsOpaque& isOpaque, Reveal& reveal);

    // The slope through the near edge of the cell at (depth, column).
    static Slope edgeSlope(int depth, int column) { return {2 * column - 1, 2 * depth}; }

    std::vector<Row> pending_;
    std::vector<int> reach_;  // per depth, the widest column inside the radius
    bool busy_ = false;
};

// The Shadowcaster kept for this thread, so a field of view allocates nothing
// once it has warmed up.
Shadowcaster& sharedShadowcaster();

template <class IsOpaque, class Reveal>
void shadowcast(Point origin, int radius, Rect bounds, IsOpaque&& isOpaque, Reveal&& reveal) {
    Shadowcaster& shared = sharedShadowcaster();
    if (shared.busy()) {
        Shadowcaster own;
        own.compute(origin, radius, bounds, isOpaque, reveal);
        return;
    }
    shared.compute(origin, radius, bounds, isOpaque, reveal);
}

namespace fov_detail {

// Division rounding towards minus infinity, for a positive divisor.
constexpr std::int64_t floorDivide(std::int64_t dividend, std::int64_t divisor) {
    return dividend >= 0 ? dividend / divisor : -((-dividend + divisor - 1) / divisor);
}

}  // namespace fov_detail

template <class IsOpaque, class Reveal>
void Shadowcaster::compute(Point origin, int radius, Rect bounds, IsOpaque&& isOpaque,
                           Reveal&& reveal) {
    if (!bounds.contains(origin)) {
        return;
    }
    // Cleared again however compute ends, even by an exception from reveal.
    struct BusyMark {
        bool& busy;
        explicit BusyMark(bool& flag) : busy(flag) { busy = true; }
        ~BusyMark() { busy = false; }
    } mark(busy_);
    reveal(origin);
    if (radius > 0) {
        // reach_[d] is the largest c with c² + d² <= r(r + 1); it only
        // shrinks as d grows, so one walk down finds them all.
        const std::int64_t limit = static_cast<std::int64_t>(radius) * (radius + 1);
        reach_.resize(static_cast<std::size_t>(radius) + 1);
        std::int64_t column = radius;
        for (std::int64_t depth = 0; depth <= radius; ++depth) {
            while (column * column + depth * depth > limit) {
                --column;
            }
            reach_[static_cast<std::size_t>(depth)] = static_cast<int>(column);
        }
    }
    scanQuadrant<0, -1, 1, 0>(origin, radius, bounds, isOpaque, reveal);
    scanQuadrant<1, 0, 0, 1>(origin, radius, bounds, isOpaque, reveal);
    scanQuadrant<0, 1, 1, 0>(origin, radius, bounds, isOpaque, reveal);
    scanQuadrant<-1, 0, 0, 1>(origin, radius, bounds, isOpaque, reveal);
}

template <int RowX, int RowY, int ColumnX, int ColumnY, class IsOpaque, class Reveal>
void Shadowcaster::scanQuadrant(Point origin, int radius, Rect bounds, IsOpaque& isOpaque,
                                Reveal& reveal) {
    using fov_detail::floorDivide;
    // How deep the rows may go before they leave `bounds`, and which columns
    // stay inside it.
    int maxDepth = 0;
    if constexpr (RowX > 0) {
        maxDepth = bounds.right() - 1 - origin.x;
    } else if constexpr (RowX < 0) {
        maxDepth = origin.x - bounds.left();
    } else if constexpr (RowY > 0) {
        maxDepth = bounds.bottom() - 1 - origin.y;
    } else {
        maxDepth = origin.y - bounds.top();
    }
    int firstColumn = 0;
    int lastColumn = 0;
    if constexpr (ColumnX != 0) {
        firstColumn = bounds.left() - origin.x;
        lastColumn = bounds.right() - 1 - origin.x;
    } else {
        firstColumn = bounds.top() - origin.y;
        lastColumn = bounds.bottom() - 1 - origin.y;
    }
    if (radius > 0) {
        maxDepth = std::min(maxDepth, radius);
    }
    if (maxDepth < 1) {
        return;
    }

    pending_.clear();
    pending_.push_back(Row{1, Slope{-1, 1}, Slope{1, 1}});
    while (!pending_.empty()) {
        const Row row = pending_.back();
        pending_.pop_back();
        const int depth = row.depth;
        Slope start = row.start;
        const Slope end = row.end;

        // The row's cells: from depth·start rounded with ties up to
        // depth·end rounded with ties down, in exact whole numbers.
        const std::int64_t startAtDepth = static_cast<std::int64_t>(depth) * start.numerator;
        const std::int64_t endAtDepth = static_cast<std::int64_t>(depth) * end.numerator;
        const int minColumn = static_cast<int>(
            floorDivide(2 * startAtDepth + start.denominator, 2 * std::int64_t{start.denominator}));
        const int maxColumn = static_cast<int>(
            -floorDivide(end.denominator - 2 * endAtDepth, 2 * std::int64_t{end.denominator}));
        // Only the two end cells can have their centre outside the slopes.
        const bool firstCentreInside =
            static_cast<std::int64_t>(minColumn) * start.denominator >= startAtDepth;
        const bool lastCentreInside =
            static_cast<std::int64_t>(maxColumn) * end.denominator <= endAtDepth;

        // Cells past the radius or the edge of `bounds` act as unseen walls.
        const int reach = radius > 0 ? reach_[static_cast<std::size_t>(depth)] : INT_MAX;
        const int from = std::max({minColumn, firstColumn, -reach});
        const int to = std::min({maxColumn, lastColumn, reach});

        // What the previous cell of this row was: nothing yet, wall or floor.
        enum : std::uint8_t { None, Wall, Floor } previous = from > minColumn ? Wall : None;
        const bool deeper = depth < maxDepth;
        Point at{origin.x + depth * RowX + from * ColumnX,
                 origin.y + depth * RowY + from * ColumnY};
        for (int column = from; column <= to; ++column) {
            if (isOpaque(at)) {
                reveal(at);
                if (previous == Floor && deeper) {
                    pending_.push_back(Row{depth + 1, start, edgeSlope(depth, column)});
                }
                previous = Wall;
            } else {
                if ((column != minColumn || firstCentreInside) &&
                    (column != maxColumn || lastCentreInside)) {
                    reveal(at);
                }
                if (previous == Wall) {
                    start = edgeSlope(depth, column);
                }
                previous = Floor;
            }
            at.x += ColumnX;
            at.y += ColumnY;
        }
        if (previous == Floor && deeper) {
            // Light runs on to the row's end, or to the unseen wall past `to`.
            pending_.push_back(
                Row{depth + 1, start, to < maxColumn ? edgeSlope(depth, to + 1) : end});
        }
    }
}

}  // namespace delve
