#pragma once

#include <algorithm>
#include <cstdlib>

#include "core/line_steps.h"
#include "core/point.h"
#include "core/rect.h"
#include "map/fov_radius.h"

namespace delve {

// Sight along one Bresenham line, the simple rule of the first lessons: walk
// the line from `from` towards `to`; reaching the target wins even when the
// target is a wall (so walls themselves are seen), and any opaque cell met
// before it blocks. The starting cell never blocks, so one can look out of a
// doorway or a wall one stands in. Whole numbers only, so every platform
// draws the same line. Not symmetric: the line back may take other cells.
template <class IsOpaque>
bool bresenhamLineOfSight(Point from, Point to, IsOpaque&& isOpaque) {
    LineSteps line(from, to);
    Point at = from;
    while (at != to) {
        at = line.next();
        if (at == to) {
            return true;
        }
        if (isOpaque(at)) {
            return false;
        }
    }
    return true;
}

// Field of view by one Bresenham line to every cell of `bounds` within the
// sight radius (0: no limit). Calls reveal(p) once for each cell seen, the
// origin first. Costs about r³ steps, against shadowcasting's r²; kept to
// compare with.
template <class IsOpaque, class Reveal>
void bresenhamFov(Point origin, int radius, Rect bounds, IsOpaque&& isOpaque, Reveal&& reveal) {
    if (!bounds.contains(origin)) {
        return;
    }
    reveal(origin);
    int left = bounds.left();
    int top = bounds.top();
    int right = bounds.right() - 1;
    int bottom = bounds.bottom() - 1;
    if (radius > 0) {
        // No cell of `bounds` is farther than its width plus its height.
        const int across = std::min(radius, bounds.width + bounds.height);
        left = std::max(left, origin.x - across);
        top = std::max(top, origin.y - across);
        right = std::min(right, origin.x + across);
        bottom = std::min(bottom, origin.y + across);
    }
    for (int y = top; y <= bottom; ++y) {
        for (int x = left; x <= right; ++x) {
            const Point target{x, y};
            if (target == origin || !withinSightRadius(target - origin, radius)) {
                continue;
            }
            if (bresenhamLineOfSight(origin, target, isOpaque)) {
                reveal(target);
            }
        }
    }
}

}  // namespace delve
