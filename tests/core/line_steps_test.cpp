// Bresenham's line as things that fly walk it: through the target and on
// past it with the same slope.
#include <gtest/gtest.h>

#include <vector>

#include "core/line_steps.h"
#include "game/aim.h"
#include "support/printers.h"

namespace delve {
namespace {

TEST(LineSteps, AStraightLineStepsOneCellAtATime) {
    EXPECT_EQ(lineToward({2, 2}, {5, 2}, 4), (std::vector<Point>{{3, 2}, {4, 2}, {5, 2}, {6, 2}}));
    EXPECT_EQ(lineToward({2, 2}, {0, 0}, 3), (std::vector<Point>{{1, 1}, {0, 0}, {-1, -1}}));
}

TEST(LineSteps, ASlantedLinePassesThroughItsTargetAndGoesOnAsItCame) {
    const std::vector<Point> expected{{1, 1}, {2, 1}, {3, 2}, {4, 2}};
    EXPECT_EQ(lineToward({0, 0}, {2, 1}, 4), expected);
}

// From any cell to any other within ten, the line reaches the target in as
// many steps as the longer span, and the steps past it repeat those before.
TEST(LineSteps, EveryLineReachesItsTargetInTheLongerSpanOfSteps) {
    for (int y = -10; y <= 10; ++y) {
        for (int x = -10; x <= 10; ++x) {
            const Point to{x, y};
            if (to == Point{0, 0}) {
                continue;
            }
            SCOPED_TRACE(::testing::PrintToString(to));
            const int span = std::max(std::abs(x), std::abs(y));
            const std::vector<Point> line = lineToward({0, 0}, to, 2 * span);
            EXPECT_EQ(line[static_cast<std::size_t>(span - 1)], to);
            EXPECT_EQ(line.back(), (Point{2 * x, 2 * y}));
            for (std::size_t i = 1; i < line.size(); ++i) {
                EXPECT_LE(std::max(std::abs(line[i].x - line[i - 1].x),
                                   std::abs(line[i].y - line[i - 1].y)),
                          1)
                    << "each step is to a neighbour";
            }
        }
    }
}

TEST(LineSteps, NoLineFromACellToItself) {
    EXPECT_TRUE(lineToward({3, 3}, {3, 3}, 5).empty());
}

}  // namespace
}  // namespace delve
