#pragma once

#include <cstdlib>

#include "core/point.h"

namespace delve {

// Bresenham's line from `from` toward `to`, a cell at a time, `from` left
// out; it carries on past `to` for as long as it is asked. Whole numbers
// only, so every platform draws the same line. Sight (map/fov_bresenham.h)
// and things that fly (game/aim.h) walk it alike.
class LineSteps {
  public:
    LineSteps(Point from, Point to)
        : spanX_(std::abs(to.x - from.x)),
          spanY_(-std::abs(to.y - from.y)),
          stepX_(from.x < to.x ? 1 : -1),
          stepY_(from.y < to.y ? 1 : -1),
          drift_(spanX_ + spanY_),
          at_(from) {}

    // The next cell of the line.
    Point next() {
        const int twice = 2 * drift_;
        if (twice >= spanY_) {
            drift_ += spanY_;
            at_.x += stepX_;
        }
        if (twice <= spanX_) {
            drift_ += spanX_;
            at_.y += stepY_;
        }
        return at_;
    }

  private:
    int spanX_;
    int spanY_;
    int stepX_;
    int stepY_;
    // How far the cell after the next step would stray from the true line,
    // scaled to stay whole.
    int drift_;
    Point at_;
};

}  // namespace delve
