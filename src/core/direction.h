#pragma once

#include <array>
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

}  // namespace delve
