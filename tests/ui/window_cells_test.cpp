#include <gtest/gtest.h>

#include <string>

#include "support/printers.h"
#include "ui/views/layout.h"
#include "ui/views/window_cells.h"

namespace delve {
namespace {

TEST(WindowCells, AtZoom100TheCellsAreTheLargestThatHoldTheWholeFloorPanelAndLog) {
    // A 16:9 window runs short of rows first: a forty-fifth of its height.
    EXPECT_EQ(largestCellFor({1280, 720}, 100), (Point{12, 16}));
    EXPECT_EQ(largestCellFor({1440, 810}, 100), (Point{14, 18}));
    EXPECT_EQ(largestCellFor({1600, 900}, 100), (Point{16, 20}));
    EXPECT_EQ(largestCellFor({1920, 1080}, 100), (Point{19, 24}));
    // A square one runs short of columns: a hundredth of its width.
    EXPECT_EQ(largestCellFor({1280, 1024}, 100), (Point{12, 22}));
}

TEST(WindowCells, EveryWindowFrom1280x720UpHoldsTheWholeFloorAndNoLargerCellWould) {
    for (int width = 1280; width <= 3840; width += 37) {
        for (int height = 720; height <= 2160; height += 23) {
            const Point cell = largestCellFor({width, height}, 100);
            const std::string where = std::to_string(width) + "x" + std::to_string(height);
            EXPECT_LE(cell.x * kWholeFloorColumns, width) << where;
            EXPECT_LE(cell.y * kWholeFloorRows, height) << where;
            EXPECT_GT((cell.x + 1) * kWholeFloorColumns, width) << where;
            EXPECT_GT((cell.y + 1) * kWholeFloorRows, height) << where;
        }
    }
}

TEST(WindowCells, TheZoomScalesTheCellsButKeepsTheLeastGrid) {
    // Half as large again, but 80 columns of them still fit across.
    EXPECT_EQ(largestCellFor({1920, 1080}, 150), (Point{1920 / kLeastGridColumns, 36}));
    EXPECT_EQ(largestCellFor({1920, 1080}, 50), (Point{9, 12}));
    // At the most zoom the cells stop where 80x24 of them still fit.
    EXPECT_EQ(largestCellFor({1280, 720}, 300),
              (Point{1280 / kLeastGridColumns, 720 / kLeastGridRows}));
    // A picture of nothing still has cells of a pixel.
    EXPECT_EQ(largestCellFor({0, 0}, 100), (Point{1, 1}));
}

}  // namespace
}  // namespace delve
