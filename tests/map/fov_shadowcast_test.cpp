// Symmetric shadowcasting: its pictures on the lesson's maps, checked
// against a plain transcription of Ford's algorithm on random maps, and its
// behaviour at the edges of the map and of the radius.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.h"
#include "core/rng.h"
#include "support/lesson_maps.h"
#include "map/fov.h"
#include "map/fov_picture.h"
#include "map/level_file.h"

namespace delve {
namespace {

using testing::kLessonLevel;
using testing::kPillarRoom;

std::string shadowcastPicture(std::string_view text, int radius, std::size_t* visible = nullptr) {
    Level level = parseLevel(text, "test");
    updateVisibility(level.map, *level.start, radius, FovAlgorithm::Shadowcast);
    if (visible != nullptr) {
        *visible = level.map.visibleCells().size();
    }
    return visibilityPicture(level.map, *level.start);
}

TEST(FovShadowcast, LessonLevelFromTheStart) {
    std::size_t visible = 0;
    // A closed room is seen whole, the walls of its corners too (unlike the
    // rays, which miss (7,1) and (7,5)); only the two far corners lie
    // outside radius 6: 6² + 3² = 45 > 42.
    EXPECT_EQ(shadowcastPicture(kLessonLevel, 6, &visible),
              " #######        \n"
              "#......#        \n"
              "#......+        \n"
              "#...~~@#        \n"
              "#...~~.#        \n"
              "#......#        \n"
              " #######        \n");
    EXPECT_EQ(visible, 54u);
    EXPECT_EQ(shadowcastPicture(kLessonLevel, 0, &visible),
              "########        \n"
              "#......#        \n"
              "#......+        \n"
              "#...~~@#        \n"
              "#...~~.#        \n"
              "#......#        \n"
              "########        \n");
    EXPECT_EQ(visible, 56u);
}

TEST(FovShadowcast, PillarRoomHidesExactlyItsShadow) {
    // The pillar at (3,2) hides the three cells straight behind it. The
    // floor at (4,1) and (5,1) stays in view: their centres lie between the
    // slopes that pass the pillar's near edge.
    std::size_t visible = 0;
    EXPECT_EQ(shadowcastPicture(kPillarRoom, 0, &visible),
              "#######\n"
              "#.....#\n"
              "#@.#   \n"
              "#.....#\n"
              "#######\n");
    EXPECT_EQ(visible, 32u);
}

TEST(FovShadowcast, LessonWalkThroughTheDoor) {
    Level level = parseLevel(kLessonLevel, "test");
    Map& map = level.map;
    Point hero = *level.start;
    const auto look = [&] { updateVisibility(map, hero, 6, FovAlgorithm::Shadowcast); };
    look();
    hero = {6, 2};
    look();
    map.setTerrain({7, 2}, Terrain::OpenDoor);
    look();
    for (int step = 0; step < 5; ++step) {
        ++hero.x;
        look();
    }
    // Through the doorway only the cells whose centres lie in the narrow
    // wedge (slopes -1/8 to 1/8) show: (6,2) and (5,2); (4,2) is past the
    // radius.
    EXPECT_EQ(visibilityPicture(map, hero),
              "       #########\n"
              "       #.......#\n"
              "     ..'...@...#\n"
              "       #....>..#\n"
              "       #.......#\n"
              "       #.......#\n"
              "       #########\n");
    EXPECT_EQ(map.visibleCells().size(), 65u);
    // Everything but the bottom-left corner, which was always past the radius.
    EXPECT_EQ(map.exploredCount(), 111);
    EXPECT_FALSE(map.isExplored({0, 6}));
}

// Ford's algorithm written out as he gives it, with fractions, recursion and
// no shortcuts: no radius during the scan (it is applied afterwards), and
// every cell outside the map a wall that is never reported. The fast scan
// must find exactly the same cells.
class ReferenceShadowcast {
  public:
    ReferenceShadowcast(const Grid<std::uint8_t>& walls, Point origin)
        : walls_(walls), origin_(origin) {}

    std::set<std::pair<int, int>> run(int radius) {
        seen_.insert({origin_.x, origin_.y});
        for (quadrant_ = 0; quadrant_ < 4; ++quadrant_) {
            scan(1, Fraction{-1, 1}, Fraction{1, 1});
        }
        std::set<std::pair<int, int>> inReach;
        for (const auto& [x, y] : seen_) {
            if (withinSightRadius(Point{x, y} - origin_, radius)) {
                inReach.insert({x, y});
            }
        }
        return inReach;
    }

  private:
    struct Fraction {
        long long numerator;
        long long denominator;  // > 0
    };

    // floor(depth * f + 1/2) and ceil(depth * f - 1/2), by brute counting.
    static long long roundTiesUp(long long depth, Fraction f) {
        long long n = -depth - 2;
        while (2 * (n + 1) * f.denominator <= 2 * depth * f.numerator + f.denominator) {
            ++n;
        }
        return n;
    }
    static long long roundTiesDown(long long depth, Fraction f) {
        long long n = depth + 2;
        while (2 * (n - 1) * f.denominator >= 2 * depth * f.numerator - f.denominator) {
            --n;
        }
        return n;
    }

    Point transform(int depth, int column) const {
        switch (quadrant_) {
            case 0:
                return {origin_.x + column, origin_.y - depth};
            case 1:
                return {origin_.x + depth, origin_.y + column};
            case 2:
                return {origin_.x + column, origin_.y + depth};
            default:
                return {origin_.x - depth, origin_.y + column};
        }
    }

    bool isWall(Point p) const { return !walls_.contains(p) || walls_[p] != 0; }

    void reveal(Point p) {
        if (walls_.contains(p)) {
            seen_.insert({p.x, p.y});
        }
    }

    static bool isSymmetric(int depth, int column, Fraction start, Fraction end) {
        return column * start.denominator >= depth * start.numerator &&
               column * end.denominator <= depth * end.numerator;
    }

    void scan(int depth, Fraction start, Fraction end) {
        enum { None, Wall, Floor } previous = None;
        const long long first = roundTiesUp(depth, start);
        const long long last = roundTiesDown(depth, end);
        for (long long c = first; c <= last; ++c) {
            const int column = static_cast<int>(c);
            const Point p = transform(depth, column);
            const bool wall = isWall(p);
            if (wall || isSymmetric(depth, column, start, end)) {
                reveal(p);
            }
            if (previous == Wall && !wall) {
                start = Fraction{2 * column - 1, 2 * depth};
            }
            if (previous == Floor && wall) {
                scan(depth + 1, start, Fraction{2 * column - 1, 2 * depth});
            }
            previous = wall ? Wall : Floor;
        }
        if (previous == Floor) {
            scan(depth + 1, start, end);
        }
    }

    const Grid<std::uint8_t>& walls_;
    Point origin_;
    int quadrant_ = 0;
    std::set<std::pair<int, int>> seen_;
};

std::set<std::pair<int, int>> fastShadowcast(const Grid<std::uint8_t>& walls, Point origin,
                                             int radius) {
    std::set<std::pair<int, int>> seen;
    shadowcast(
        origin, radius, Rect{0, 0, walls.width(), walls.height()},
        [&](Point p) {
            EXPECT_TRUE(walls.contains(p)) << "asked about " << p.x << "," << p.y;
            return walls[p] != 0;
        },
        [&](Point p) {
            EXPECT_TRUE(walls.contains(p)) << "revealed " << p.x << "," << p.y;
            seen.insert({p.x, p.y});
        });
    return seen;
}

Grid<std::uint8_t> randomWalls(Rng& rng, int width, int height, int wallPercent) {
    Grid<std::uint8_t> walls(width, height, 0);
    for (std::uint8_t& cell : walls.cells()) {
        cell = rng.chance(wallPercent) ? 1 : 0;
    }
    return walls;
}

TEST(FovShadowcast, MatchesFordsAlgorithmOnRandomMaps) {
    Rng rng(2021);
    int compared = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const int width = rng.roll(1, 24);
        const int height = rng.roll(1, 18);
        const Grid<std::uint8_t> walls = randomWalls(rng, width, height, rng.roll(0, 45));
        const Point origin{rng.roll(0, width - 1), rng.roll(0, height - 1)};
        const int radius = rng.roll(0, 12);
        const auto expected = ReferenceShadowcast(walls, origin).run(radius);
        ASSERT_EQ(fastShadowcast(walls, origin, radius), expected)
            << "trial " << trial << ", " << width << "x" << height << " from " << origin.x << ","
            << origin.y << " radius " << radius;
        compared += static_cast<int>(expected.size());
    }
    EXPECT_GT(compared, 5000);
}

TEST(FovShadowcast, OriginIsAlwaysVisibleEvenInsideAWall) {
    const Grid<std::uint8_t> solid(5, 5, 1);
    const auto seen = fastShadowcast(solid, {2, 2}, 0);
    // The origin and the eight walls around it, nothing farther.
    EXPECT_EQ(seen.size(), 9u);
    EXPECT_TRUE(seen.contains({2, 2}));
    EXPECT_FALSE(seen.contains({0, 2}));
}

TEST(FovShadowcast, OriginOnTheEdgeOfAnOpenMapSeesItAll) {
    // No border walls: the scan must stop at the edge, never asking about or
    // revealing a cell outside (fastShadowcast checks both).
    const Grid<std::uint8_t> open(9, 4, 0);
    for (Point origin : {Point{0, 0}, Point{8, 3}, Point{4, 0}, Point{0, 2}}) {
        EXPECT_EQ(fastShadowcast(open, origin, 0).size(), 36u);
    }
    const Grid<std::uint8_t> single(1, 1, 0);
    EXPECT_EQ(fastShadowcast(single, {0, 0}, 0).size(), 1u);
}

TEST(FovShadowcast, OutsideTheMapIsWallOnAMap) {
    // A map whose floor runs to its edge: Map::isOpaque says wall outside,
    // and updateVisibility reveals nothing there. The wall at (2,1) shades
    // the slopes 1/4 to 3/4 beyond it: (3,1), (3,2) and (4,2) fall inside,
    // (4,1) lies exactly on the edge and is seen.
    Level level = parseLevel(
        ".....\n"
        "..#..\n"
        ".....\n",
        "test");
    updateVisibility(level.map, {0, 0}, 0, FovAlgorithm::Shadowcast);
    EXPECT_EQ(visibilityPicture(level.map, {0, 0}),
              "@....\n"
              "..# .\n"
              "...  \n");
    for (Point p : level.map.visibleCells()) {
        EXPECT_TRUE(level.map.contains(p));
    }
    EXPECT_TRUE(level.map.isOpaque({-1, 0}));
    EXPECT_TRUE(level.map.isOpaque({5, 2}));
}

TEST(FovShadowcast, OriginOutsideTheMapSeesNothing) {
    Level level = parseLevel("...\n...\n", "test");
    updateVisibility(level.map, {1, 1}, 0, FovAlgorithm::Shadowcast);
    updateVisibility(level.map, {3, 1}, 0, FovAlgorithm::Shadowcast);
    EXPECT_TRUE(level.map.visibleCells().empty());
    EXPECT_EQ(level.map.exploredCount(), 6);
}

TEST(FovShadowcast, WorkGrowsWithWhatIsSeenNotWithTheFloor) {
    // A huge open floor with a radius of 3, and a closed cell in it with no
    // radius at all: both ask about a few dozen cells, not millions.
    const int side = 3000;
    const Rect bounds{0, 0, side, side};
    const Point centre{side / 2, side / 2};
    int asked = 0;
    int revealed = 0;
    shadowcast(
        centre, 3, bounds,
        [&](Point) {
            ++asked;
            return false;
        },
        [&](Point) { ++revealed; });
    EXPECT_LE(asked, 60);
    EXPECT_GE(revealed, 37);

    asked = 0;
    shadowcast(
        centre, 0, bounds,
        [&](Point p) {
            ++asked;
            return chebyshevDistance(p, centre) == 1;
        },
        [](Point) {});
    EXPECT_LE(asked, 16);
}

TEST(FovShadowcast, ACallbackMayStartAnotherFieldOfView) {
    // The shared scratch space is in use during a scan: a nested scan gets
    // its own and both finish right.
    const Grid<std::uint8_t> open(7, 7, 0);
    int outer = 0;
    int inner = 0;
    shadowcast(
        {3, 3}, 0, Rect{0, 0, 7, 7}, [&](Point p) { return open[p] != 0; },
        [&](Point p) {
            ++outer;
            if (p == Point{3, 3}) {
                shadowcast(
                    {0, 0}, 2, Rect{0, 0, 7, 7}, [&](Point q) { return open[q] != 0; },
                    [&](Point) { ++inner; });
            }
        });
    std::set<std::pair<int, int>> after = fastShadowcast(open, {3, 3}, 0);
    EXPECT_EQ(after.size(), 49u);
    EXPECT_GE(outer, 49);
    EXPECT_GE(inner, 8);  // radius 2 from a corner: 8 cells, corner included
}

}  // namespace
}  // namespace delve
