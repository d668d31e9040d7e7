#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <vector>

#include "core/point.h"
#include "core/rect.h"
#include "map/fov_radius.h"

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
    // One side of a row's lit stretch: a slope from the origin's centre,
    // step / span exactly, followed from row to row without dividing.
    // For a start edge, `column` is depth·slope + 1/2 rounded down (the
    // row's first cell); for an end edge, depth·slope - 1/2 rounded up (its
    // last). `remainder` says, in units of 1 / span, how far that rounding
    // moved, so it tells whether the cell's centre lies within the slope.
    struct Edge {
        int column;
        int remainder;  // 0 <= remainder < span
        int step;       // slope · span: what one row deeper adds
        int span;       // even, so that 1/2 is span / 2 units

        bool centreInside() const { return 2 * remainder <= span; }
    };
    struct Row {
        int depth;
        Edge start;
        Edge end;
    };

    // The slope through the near side of the cell (depth, column) is
    // (2·column - 1) / (2·depth); at that depth it crosses the row exactly
    // half a cell before the column's centre.
    static Edge startAtNearSide(int depth, int column) {
        return {column, 0, 2 * column - 1, 2 * depth};
    }
    static Edge endAtNearSide(int depth, int column) {
        return {column - 1, 0, 2 * column - 1, 2 * depth};
    }
    // The same edges one row deeper.
    static Edge nextStart(Edge edge) {
        edge.remainder += edge.step;
        while (edge.remainder >= edge.span) {
            edge.remainder -= edge.span;
            ++edge.column;
        }
        while (edge.remainder < 0) {
            edge.remainder += edge.span;
            --edge.column;
        }
        return edge;
    }
    static Edge nextEnd(Edge edge) {
        edge.remainder -= edge.step;
        while (edge.remainder < 0) {
            edge.remainder += edge.span;
            ++edge.column;
        }
        while (edge.remainder >= edge.span) {
            edge.remainder -= edge.span;
            --edge.column;
        }
        return edge;
    }

    // A quadrant's rows run along (RowX, RowY) from the origin and its
    // columns along (ColumnX, ColumnY); as template arguments they fold into
    // plain additions in the inner loop.
    template <int RowX, int RowY, int ColumnX, int ColumnY, class IsOpaque, class Reveal>
    void scanQuadrant(Point origin, int radius, Rect bounds, IsOpaque& isOpaque, Reveal& reveal);

    // Makes room for more waiting rows; returns where they now live.
    Row* growPending();

    std::vector<Row> pending_;  // room for rows waiting to be scanned
    std::vector<int> reach_;    // per depth, the widest column inside the radius
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
        // shrinks as d grows, so one walk down finds them all. No row runs
        // deeper than `bounds` is wide or tall.
        const int deepest = std::min(radius, std::max(bounds.width, bounds.height));
        const std::int64_t limit = std::int64_t{radius} * (std::int64_t{radius} + 1);
        reach_.resize(static_cast<std::size_t>(deepest) + 1);
        std::int64_t column = radius;
        for (std::int64_t depth = 0; depth <= deepest; ++depth) {
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

    // The last stretch of light a row leaves is scanned next, at once; the
    // stack holds only the rows a wall split off, and lives in pending_ so
    // it is allocated once.
    Row* stack = pending_.data();
    std::size_t capacity = pending_.size();
    std::size_t waiting = 0;
    const auto wait = [&](const Row& split) {
        if (waiting == capacity) {
            stack = growPending();
            capacity = pending_.size();
        }
        stack[waiting++] = split;
    };

    // Depth 1 spans the slopes -1 to 1: columns -1 to 1, centres all inside.
    Row row{1, Edge{-1, 1, -2, 2}, Edge{1, 1, 2, 2}};
    for (;;) {
        const int depth = row.depth;
        Edge start = row.start;
        const Edge end = row.end;

        // Cells past the radius or the edge of `bounds` act as unseen walls.
        const int reach = radius > 0 ? reach_[static_cast<std::size_t>(depth)] : INT_MAX;
        const int from = std::max({start.column, firstColumn, -reach});
        const int to = std::min({end.column, lastColumn, reach});
        // Only the row's two end cells can have their centre outside the
        // slopes; a floor there stays unseen.
        const int hiddenFirst = start.centreInside() ? INT_MIN : start.column;
        const int hiddenLast = end.centreInside() ? INT_MIN : end.column;
        const bool deeper = depth < maxDepth;

        bool afterWall = from > start.column;
        bool afterFloor = false;
        Point at{origin.x + depth * RowX + from * ColumnX,
                 origin.y + depth * RowY + from * ColumnY};
        for (int column = from; column <= to; ++column) {
            if (isOpaque(at)) {
                reveal(at);
                if (afterFloor && deeper) {
                    wait(Row{depth + 1, nextStart(start), nextEnd(endAtNearSide(depth, column))});
                }
                afterFloor = false;
                afterWall = true;
            } else {
                if (column != hiddenFirst && column != hiddenLast) {
                    reveal(at);
                }
                if (afterWall) {
                    start = startAtNearSide(depth, column);
                }
                afterWall = false;
                afterFloor = true;
            }
            at.x += ColumnX;
            at.y += ColumnY;
        }
        if (afterFloor && deeper) {
            // Light runs on to the row's end, or to the unseen wall past `to`.
            const Edge last = to < end.column ? endAtNearSide(depth, to + 1) : end;
            row = Row{depth + 1, nextStart(start), nextEnd(last)};
        } else if (waiting > 0) {
            row = stack[--waiting];
        } else {
            return;
        }
    }
}

}  // namespace delve
