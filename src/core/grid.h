#pragma once

#include <cassert>
#include <vector>

#include "core/point.h"

namespace delve {

// A rectangle of values stored row by row in one flat vector.
// Grid<bool> is avoided on purpose (std::vector<bool> packs bits); use
// Grid<std::uint8_t> for flags.
template <class T>
class Grid {
  public:
    Grid() = default;
    Grid(int width, int height, const T& fill = T{})
        : width_(width), height_(height), cells_(static_cast<std::size_t>(width * height), fill) {
        assert(width >= 0 && height >= 0);
    }

    int width() const { return width_; }
    int height() const { return height_; }
    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }
    int indexOf(Point p) const { return p.y * width_ + p.x; }
    Point pointAt(int index) const { return {index % width_, index / width_}; }

    T& operator[](Point p) {
        assert(contains(p));
        return cells_[static_cast<std::size_t>(indexOf(p))];
    }
    const T& operator[](Point p) const {
        assert(contains(p));
        return cells_[static_cast<std::size_t>(indexOf(p))];
    }

    void fill(const T& value) { cells_.assign(cells_.size(), value); }
    std::vector<T>& cells() { return cells_; }
    const std::vector<T>& cells() const { return cells_; }

    friend bool operator==(const Grid&, const Grid&) = default;

  private:
    int width_ = 0;
    int height_ = 0;
    std::vector<T> cells_;
};

}  // namespace delve
