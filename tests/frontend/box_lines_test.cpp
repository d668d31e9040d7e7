// The window draws the frames' light lines itself, arm by arm.
#include <gtest/gtest.h>

#include "frontend/sdl/box_lines.h"

namespace delve {
namespace {

TEST(BoxLines, EachCornerReachesTheTwoSidesItJoins) {
    EXPECT_EQ(lineArmsOf(U'┌'), (LineArms{.right = true, .down = true}));
    EXPECT_EQ(lineArmsOf(U'┘'), (LineArms{.left = true, .up = true}));
    EXPECT_EQ(lineArmsOf(U'─'), (LineArms{.left = true, .right = true}));
    EXPECT_EQ(lineArmsOf(U'│'), (LineArms{.up = true, .down = true}));
}

TEST(BoxLines, AnythingElseIsTheFontsToDraw) {
    EXPECT_FALSE(lineArmsOf(U'#'));
    EXPECT_FALSE(lineArmsOf(U'-'));
    EXPECT_FALSE(lineArmsOf(U'═'));
}

TEST(BoxLines, ALineIsAtLeastOnePixelAndGrowsWithTheCell) {
    EXPECT_EQ(lineThickness(8), 1);
    EXPECT_EQ(lineThickness(20), 1);
    EXPECT_EQ(lineThickness(48), 3);
}

}  // namespace
}  // namespace delve
