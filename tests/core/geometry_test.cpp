#include <gtest/gtest.h>

#include "core/direction.h"
#include "core/grid.h"
#include "core/rect.h"
#include "support/printers.h"

namespace delve {
namespace {

TEST(Direction, EightStepsClockwiseFromNorthEachOnce) {
    EXPECT_EQ(offset(Direction::North), (Point{0, -1}));
    EXPECT_EQ(offset(Direction::SouthEast), (Point{1, 1}));
    EXPECT_EQ(offset(Direction::West), (Point{-1, 0}));
    Point sum;
    int diagonals = 0;
    for (Direction d : kAllDirections) {
        sum += offset(d);
        EXPECT_EQ(chebyshevDistance({0, 0}, offset(d)), 1);
        diagonals += isDiagonal(d) ? 1 : 0;
    }
    EXPECT_EQ(sum, (Point{0, 0}));
    EXPECT_EQ(diagonals, 4);
    EXPECT_EQ(directionName(Direction::NorthWest), "north-west");
}

TEST(Rect, EdgesContainsAndIntersects) {
    const Rect room{2, 3, 4, 5};
    EXPECT_EQ(room.right(), 6);
    EXPECT_EQ(room.bottom(), 8);
    EXPECT_EQ(room.area(), 20);
    EXPECT_EQ(room.center(), (Point{4, 5}));
    EXPECT_TRUE(room.contains({2, 3}));
    EXPECT_TRUE(room.contains({5, 7}));
    EXPECT_FALSE(room.contains({6, 7}));
    EXPECT_FALSE(room.contains({1, 3}));
    EXPECT_TRUE(room.intersects({5, 7, 3, 3}));
    EXPECT_FALSE(room.intersects({6, 3, 3, 3}));  // touching is not overlapping
    EXPECT_EQ(room.grown(1), (Rect{1, 2, 6, 7}));
}

TEST(Grid, StoresRowByRowAndKnowsItsEdges) {
    Grid<int> grid(3, 2, 7);
    EXPECT_EQ(grid.width(), 3);
    EXPECT_EQ(grid.height(), 2);
    grid[{2, 1}] = 9;
    EXPECT_EQ(grid.cells()[5], 9);
    EXPECT_EQ(grid.indexOf({2, 1}), 5);
    EXPECT_EQ(grid.pointAt(4), (Point{1, 1}));
    EXPECT_TRUE(grid.contains({0, 0}));
    EXPECT_FALSE(grid.contains({3, 0}));
    EXPECT_FALSE(grid.contains({0, -1}));
    grid.fill(1);
    EXPECT_EQ((grid[{2, 1}]), 1);
}

TEST(Distance, ChebyshevAndSquared) {
    EXPECT_EQ(chebyshevDistance({0, 0}, {3, -5}), 5);
    EXPECT_EQ(squaredDistance({1, 1}, {4, 5}), 25);
}

}  // namespace
}  // namespace delve
