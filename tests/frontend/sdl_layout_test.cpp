#include <gtest/gtest.h>

#include "frontend/sdl/cell_changes.h"
#include "frontend/sdl/picture_layout.h"
#include "support/printers.h"

namespace delve {
namespace {

TEST(SdlLayout, DefaultGridGivesSixteenByTwentyFiveCells) {
    const PictureLayout layout(1600, 900, 100, 36);
    EXPECT_EQ(layout.cellRect({0, 0}), (Rect{0, 0, 16, 25}));
    EXPECT_EQ(layout.cellRect({99, 35}), (Rect{1584, 875, 16, 25}));
    EXPECT_EQ(layout.widestCell(), 16);
    EXPECT_EQ(layout.tallestCell(), 25);
}

TEST(SdlLayout, TheWindowIsNeverMadeTooSmallToRead) {
    const PictureLayout layout(1600, 900, 160, 46);
    EXPECT_EQ(layout.smallestWindow({1600, 900}), (Point{900, 506}));
    // Rows of at least eleven pixels at that size.
    EXPECT_GE(506 / 46, 11);
    // A first window smaller than that, on a small screen, is allowed.
    EXPECT_EQ(layout.smallestWindow({720, 405}), (Point{720, 405}));
}

TEST(SdlLayout, UnevenCellsStillTileThePictureExactly) {
    const PictureLayout layout(100, 50, 7, 3);
    int x = 0;
    for (int column = 0; column < 7; ++column) {
        const Rect r = layout.cellRect({column, 0});
        EXPECT_EQ(r.x, x);
        EXPECT_GE(r.width, 14);
        EXPECT_LE(r.width, layout.widestCell());
        x = r.right();
    }
    EXPECT_EQ(x, 100);
    // Every pixel maps back to the cell whose rectangle holds it.
    for (int px = 0; px < 100; ++px) {
        for (int py = 0; py < 50; ++py) {
            const auto cell = layout.cellAt({px, py});
            ASSERT_TRUE(cell.has_value());
            ASSERT_TRUE(layout.cellRect(*cell).contains({px, py})) << px << "," << py;
        }
    }
    EXPECT_FALSE(layout.cellAt({100, 0}).has_value());
    EXPECT_FALSE(layout.cellAt({-1, 0}).has_value());
}

TEST(SdlLayout, LetterboxKeepsTheShapeWithBarsOnTheLongSide) {
    const PictureLayout layout(1600, 900, 100, 36);
    EXPECT_EQ(layout.letterbox(800, 600), (Rect{0, 75, 800, 450}));
    EXPECT_EQ(layout.letterbox(2000, 900), (Rect{200, 0, 1600, 900}));
    EXPECT_EQ(layout.letterbox(1600, 900), (Rect{0, 0, 1600, 900}));
}

TEST(SdlLayout, WindowPixelsMapThroughTheLetterboxToCells) {
    const PictureLayout layout(1600, 900, 100, 36);
    // In an 800x600 window the picture is halved and starts 75 pixels down.
    EXPECT_EQ(layout.cellAtWindowPixel({0, 75}, 800, 600), (Point{0, 0}));
    EXPECT_EQ(layout.cellAtWindowPixel({84, 75 + 68}, 800, 600), (Point{10, 5}));
    EXPECT_EQ(layout.cellAtWindowPixel({799, 524}, 800, 600), (Point{99, 35}));
    EXPECT_FALSE(layout.cellAtWindowPixel({400, 74}, 800, 600).has_value());
    EXPECT_FALSE(layout.cellAtWindowPixel({400, 525}, 800, 600).has_value());
    // Bars at the sides of a wide window.
    EXPECT_FALSE(layout.cellAtWindowPixel({199, 450}, 2000, 900).has_value());
    EXPECT_EQ(layout.cellAtWindowPixel({200, 0}, 2000, 900), (Point{0, 0}));
}

TEST(SdlCellChanges, EverythingIsNewWithoutAPreviousFrame) {
    CellBuffer frame(4, 3);
    EXPECT_EQ(changedCells(nullptr, frame).size(), 12u);
    const CellBuffer smaller(3, 3);
    EXPECT_EQ(changedCells(&smaller, frame).size(), 12u);
}

TEST(SdlCellChanges, OnlyTheCellsThatDifferAreRedrawn) {
    CellBuffer before(5, 4);
    before.put({1, 1}, U'@', colours::white);
    CellBuffer after = before;
    EXPECT_TRUE(changedCells(&before, after).empty());

    after.put({1, 1}, U' ', colours::white);  // the hero moved away
    after.put({2, 1}, U'@', colours::white);
    after.put({4, 3}, U'#', colours::lightGrey, colours::darkGrey);
    const std::vector<Point> changed = changedCells(&before, after);
    EXPECT_EQ(changed, (std::vector<Point>{{1, 1}, {2, 1}, {4, 3}}));
}

TEST(SdlCellChanges, HighlightsAndTheCursorCountAsChanges) {
    CellBuffer before(5, 4);
    before.highlight({0, 0}, colours::red, 50);
    before.cursor = Point{3, 3};
    CellBuffer after(5, 4);
    after.highlight({0, 0}, colours::red, 50);  // unchanged
    after.highlight({2, 2}, colours::yellow, 30);
    after.cursor = Point{3, 2};
    EXPECT_EQ(changedCells(&before, after), (std::vector<Point>{{2, 2}, {3, 2}, {3, 3}}));

    CellBuffer stronger = after;
    stronger.clear();
    stronger.highlight({0, 0}, colours::red, 60);
    stronger.highlight({2, 2}, colours::yellow, 30);
    stronger.cursor = Point{3, 2};
    EXPECT_EQ(changedCells(&after, stronger), (std::vector<Point>{{0, 0}}));
}

}  // namespace
}  // namespace delve
