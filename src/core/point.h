#pragma once

#include <cstdlib>
#include <functional>

namespace delve {

// A cell position or an offset between cells: x grows to the right, y grows down.
struct Point {
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(Point, Point) = default;
    friend constexpr Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
    friend constexpr Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
    constexpr Point& operator+=(Point o) {
        x += o.x;
        y += o.y;
        return *this;
    }
};

// Steps a king needs on an empty board: the distance when diagonals cost one.
constexpr int chebyshevDistance(Point a, Point b) {
    const int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
    const int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    return dx > dy ? dx : dy;
}

constexpr int squaredDistance(Point a, Point b) {
    const int dx = a.x - b.x;
    const int dy = a.y - b.y;
    return dx * dx + dy * dy;
}

}  // namespace delve

template <>
struct std::hash<delve::Point> {
    std::size_t operator()(delve::Point p) const noexcept {
        return std::hash<long long>{}((static_cast<long long>(p.x) << 32) ^
                                      static_cast<unsigned>(p.y));
    }
};
