#include <gtest/gtest.h>

#include "support/printers.h"
#include "ui/camera.h"

namespace delve {
namespace {

// A 9x5 view over a 16x7 floor, at each stop of a walk across it: centred
// while it can be, then held at the right and bottom edges.
TEST(Camera, CentresOnTheHeroAndStopsAtTheEdges) {
    EXPECT_EQ(cameraFor({6, 3}, 16, 7, 9, 5), (Point{2, 1}));
    EXPECT_EQ(cameraFor({9, 2}, 16, 7, 9, 5), (Point{5, 0}));
    EXPECT_EQ(cameraFor({14, 2}, 16, 7, 9, 5), (Point{7, 0}));
    EXPECT_EQ(cameraFor({14, 5}, 16, 7, 9, 5), (Point{7, 2}));
}

TEST(Camera, StopsAtTheTopLeftCorner) {
    EXPECT_EQ(cameraFor({1, 1}, 80, 40, 58, 20), (Point{0, 0}));
}

TEST(Camera, CentresAFloorSmallerThanTheView) {
    // 16 wide in 58 columns: 21 blank columns on the left.
    EXPECT_EQ(cameraFor({3, 3}, 16, 7, 58, 20), (Point{-21, -6}));
    EXPECT_EQ(cameraFor({14, 5}, 16, 7, 58, 20), (Point{-21, -6}));
}

}  // namespace
}  // namespace delve
