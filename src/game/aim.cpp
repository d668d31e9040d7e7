#include "game/aim.h"

#include <cstdlib>
#include <deque>

#include "core/grid.h"
#include "core/line_steps.h"

namespace delve {

namespace {

bool fireEnters(const Map& map, Point cell) {
    return map.contains(cell) && !map.isOpaque(cell);
}

}  // namespace

std::vector<Point> blastCells(const Map& map, Point centre, int radius) {
    std::vector<Point> cells;
    if (!fireEnters(map, centre) || !map.isVisible(centre)) {
        return cells;
    }
    // The fire spreads a step at a time through what is open, so a wall
    // between the centre and a cell keeps it out even when the cell is near.
    // Steps are kept for the square around the centre only, so a blast
    // costs the same on any size of floor.
    const int side = 2 * radius + 1;
    Grid<int> steps(side, side, -1);
    const Point corner{centre.x - radius, centre.y - radius};
    auto stepsTo = [&](Point cell) -> int& { return steps[cell - corner]; };
    std::deque<Point> frontier{centre};
    stepsTo(centre) = 0;
    while (!frontier.empty()) {
        const Point cell = frontier.front();
        frontier.pop_front();
        if (map.isVisible(cell)) {
            cells.push_back(cell);
        }
        if (stepsTo(cell) == radius) {
            continue;
        }
        for (Point step : {Point{1, 0}, Point{-1, 0}, Point{0, 1}, Point{0, -1}}) {
            const Point next = cell + step;
            if (fireEnters(map, next) && stepsTo(next) < 0) {
                stepsTo(next) = stepsTo(cell) + 1;
                frontier.push_back(next);
            }
        }
    }
    return cells;
}

std::vector<Point> lineToward(Point from, Point toward, int count) {
    std::vector<Point> line;
    if (from == toward) {
        return line;
    }
    LineSteps steps(from, toward);
    for (int i = 0; i < count; ++i) {
        line.push_back(steps.next());
    }
    return line;
}

std::vector<Point> boltCells(const Map& map, Point from, Point target, int range) {
    return flightAlong(map, lineToward(from, target, range), [](Point) { return false; });
}

}  // namespace delve
