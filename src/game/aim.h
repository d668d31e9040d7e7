#pragma once

#include <vector>

#include "core/point.h"
#include "map/map.h"

namespace delve {

// The shapes of what the hero aims. One function each decides both what the
// aiming screen shows and what the deed then does, so the two cannot
// differ.

// A blast bursting at `centre`: every cell within `radius` steps (up, down,
// left or right) that the fire reaches without passing a wall or a closed
// door, and that the hero sees now. Seed 003's diamond: 13 cells in the open
// at radius 2. Empty when the centre is out of sight or solid.
std::vector<Point> blastCells(const Map& map, Point centre, int radius);

// The first `count` cells of the straight line from `from` through
// `toward` and on past it, `from` left out: Bresenham's line in whole
// numbers, so every platform draws the same one. Empty when the two are one
// cell.
std::vector<Point> lineToward(Point from, Point toward, int count);

// The cells of `line` that something flying along it passes over, up to
// and with the first where `stops` says it comes down, and before a wall, a
// closed door or a cell the hero does not see now (so a flight never shows
// what the dark hides).
template <class Stops>
std::vector<Point> flightAlong(const Map& map, const std::vector<Point>& line, Stops&& stops) {
    std::vector<Point> flight;
    for (Point cell : line) {
        if (!map.contains(cell) || map.isOpaque(cell) || !map.isVisible(cell)) {
            break;
        }
        flight.push_back(cell);
        if (stops(cell)) {
            break;
        }
    }
    return flight;
}

// Where an arrow or a thrown thing flies from `from` at `target`: the cells
// it passes over, ending where it comes down: on the first monster in its
// way (`occupied`), on `target` itself, at the end of its `range`, or
// before a wall. Empty when it cannot leave `from` at all.
template <class Occupied>
std::vector<Point> missileFlight(const Map& map, Point from, Point target, int range,
                                 Occupied&& occupied) {
    return flightAlong(map, lineToward(from, target, range),
                       [&](Point cell) { return cell == target || occupied(cell); });
}

// The lightning bolt from `from` toward `target`: `range` cells along the
// line, through monsters, stopped by a wall, a closed door or a cell the
// hero does not see now.
std::vector<Point> boltCells(const Map& map, Point from, Point target, int range);

}  // namespace delve
