// The sight radius: dx² + dy² <= r(r + 1), the same for both algorithms.
#include <gtest/gtest.h>

#include <climits>
#include <set>

#include "map/fov.h"

namespace delve {
namespace {

// How many offsets (dx, dy) lie within radius r, counted the long way.
int offsetsWithin(int radius) {
    int count = 0;
    for (int dy = -radius - 1; dy <= radius + 1; ++dy) {
        for (int dx = -radius - 1; dx <= radius + 1; ++dx) {
            if (dx * dx + dy * dy <= radius * (radius + 1)) {
                ++count;
            }
        }
    }
    return count;
}

int countOnOpenField(FovAlgorithm algorithm, int radius) {
    const int side = 2 * radius + 7;
    const Point centre{side / 2, side / 2};
    std::set<std::pair<int, int>> seen;
    computeFov(
        algorithm, centre, radius, Rect{0, 0, side, side}, [](Point) { return false; },
        [&](Point p) {
            EXPECT_TRUE(withinSightRadius(p - centre, radius));
            seen.insert({p.x, p.y});
        });
    return static_cast<int>(seen.size());
}

TEST(FovRadius, TheRuleRoundsTheCircleOff) {
    EXPECT_TRUE(withinSightRadius({6, 0}, 6));
    EXPECT_FALSE(withinSightRadius({7, 0}, 6));
    EXPECT_TRUE(withinSightRadius({6, 2}, 6));   // 40 <= 42
    EXPECT_TRUE(withinSightRadius({-6, 2}, 6));  // 40 <= 42
    EXPECT_FALSE(withinSightRadius({6, 3}, 6));  // 45 > 42
    EXPECT_TRUE(withinSightRadius({1, 1}, 1));   // 2 <= 2
    EXPECT_FALSE(withinSightRadius({2, 0}, 1));
    EXPECT_TRUE(withinSightRadius({1000, -1000}, 0));  // no limit
}

TEST(FovRadius, OpenFieldCountsMatchTheLatticeForBothAlgorithms) {
    // Pinned from the rule by hand for the small ones: r = 1 is the 3 x 3
    // square, r = 6 the lesson's circle of 137 cells.
    EXPECT_EQ(offsetsWithin(1), 9);
    EXPECT_EQ(offsetsWithin(2), 21);
    EXPECT_EQ(offsetsWithin(6), 137);
    for (int radius = 1; radius <= 10; ++radius) {
        EXPECT_EQ(countOnOpenField(FovAlgorithm::Shadowcast, radius), offsetsWithin(radius))
            << "shadowcast radius " << radius;
        EXPECT_EQ(countOnOpenField(FovAlgorithm::Bresenham, radius), offsetsWithin(radius))
            << "bresenham radius " << radius;
    }
}

TEST(FovRadius, ZeroMeansUnlimited) {
    const Rect field{0, 0, 40, 9};
    for (FovAlgorithm algorithm : {FovAlgorithm::Shadowcast, FovAlgorithm::Bresenham}) {
        std::set<std::pair<int, int>> seen;
        computeFov(
            algorithm, {0, 4}, 0, field, [](Point) { return false; },
            [&](Point p) {
                seen.insert({p.x, p.y});
            });
        EXPECT_EQ(seen.size(), 360u) << fovAlgorithmName(algorithm);
    }
}

TEST(FovRadius, AHugeRadiusIsNoLimitOnASmallMap) {
    const Rect field{0, 0, 12, 5};
    const auto isOpaque = [](Point p) { return p.x == 6 && p.y != 2; };
    for (FovAlgorithm algorithm : {FovAlgorithm::Shadowcast, FovAlgorithm::Bresenham}) {
        std::set<std::pair<int, int>> unlimited;
        std::set<std::pair<int, int>> huge;
        computeFov(algorithm, {11, 4}, 0, field, isOpaque, [&](Point p) {
            unlimited.insert({p.x, p.y});
        });
        computeFov(algorithm, {11, 4}, INT_MAX, field, isOpaque, [&](Point p) {
            huge.insert({p.x, p.y});
        });
        EXPECT_EQ(huge, unlimited) << fovAlgorithmName(algorithm);
        EXPECT_GT(unlimited.size(), 30u);
        EXPECT_LT(unlimited.size(), 60u);
    }
}

TEST(FovRadius, ARadiusBeyondAWallChangesNothingInside) {
    // Stopping the scan at the radius must leave the cells inside as an
    // unlimited scan would: compare with the unlimited view cut afterwards.
    const Rect field{0, 0, 30, 30};
    const Point origin{15, 15};
    const auto isOpaque = [](Point p) { return (p.x * 7 + p.y * 13) % 11 == 0; };
    std::set<std::pair<int, int>> unlimited;
    shadowcast(origin, 0, field, isOpaque, [&](Point p) { unlimited.insert({p.x, p.y}); });
    for (int radius = 1; radius <= 14; ++radius) {
        std::set<std::pair<int, int>> cut;
        for (const auto& [x, y] : unlimited) {
            if (withinSightRadius(Point{x, y} - origin, radius)) {
                cut.insert({x, y});
            }
        }
        std::set<std::pair<int, int>> limited;
        shadowcast(origin, radius, field, isOpaque, [&](Point p) { limited.insert({p.x, p.y}); });
        EXPECT_EQ(limited, cut) << "radius " << radius;
    }
}

}  // namespace
}  // namespace delve
