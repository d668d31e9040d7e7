#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "core/point.h"

namespace delve {

// The eight ways to step, clockwise from north.
enum class Direction { North, NorthEast, East, SouthEast, South, SouthWest, West, NorthWest };

inline constexpr std::array<Direction, 8> kAllDirections = {
    Direction::North, Direction::NorthEast, Direction::East, Direction::SouthEast,
    Direction::South, Direction::SouthWest, Direction::West, Direction::NorthWest};

constexpr Point offset(Direction d) {
    constexpr std::array<Point, 8> offsets = {Point{0, -1}, Point{1, -1}, Point{1, 0},
                                              Point{1, 1},  Point{0, 1},  Point{-1, 1},
                                              Point{-1, 0}, Point{-1, -1}};
    return offsets[static_cast<int>(d)];
}

// The direction of a step from a cell to one of its eight neighbours (north
// for anything else, which no caller asks).
constexpr Direction directionOfStep(Point from, Point to) {
    const Point step{to.x - from.x, to.y - from.y};
    for (Direction d : kAllDirections) {
        if (offset(d) == step) {
            return d;
        }
    }
    return Direction::North;
}

constexpr bool isDiagonal(Direction d) {
    return static_cast<int>(d) % 2 == 1;
}

constexpr std::string_view directionName(Direction d) {
    constexpr std::array<std::string_view, 8> names = {"north", "north-east", "east", "south-east",
                                                       "south", "south-west", "west", "north-west"};
    return names[static_cast<int>(d)];
}

// The name's direction ("north-east"), as directionName writes it.
constexpr std::optional<Direction> directionOfName(std::string_view name) {
    for (Direction d : kAllDirections) {
        if (directionName(d) == name) {
            return d;
        }
    }
    return std::nullopt;
}

// Which way `to` lies from `from`, to the nearest of the eight compass
// points: a cell more than twice as far along one axis as the other lies
// straight along it, anything between lies on the diagonal. North for the
// same cell.
constexpr Direction compassToward(Point from, Point to) {
    const auto sign = [](int v) { return (v > 0) - (v < 0); };
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    const int across = dx < 0 ? -dx : dx;
    const int down = dy < 0 ? -dy : dy;
    const Point step{down > 2 * across ? 0 : sign(dx), across > 2 * down ? 0 : sign(dy)};
    return directionOfStep({0, 0}, step);
}

}  // namespace delve
