// Symmetry checked by brute force: for every pair of see-through cells A and
// B within the radius, A sees B exactly when B sees A. Shadowcasting keeps
// it on every map; Bresenham's rays break it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/grid.h"
#include "core/rng.h"
#include "map/fov.h"

namespace delve {
namespace {

using Walls = Grid<std::uint8_t>;

// sees[a][b]: from cell index a, cell index b is in view.
std::vector<std::vector<std::uint8_t>> everyView(const Walls& walls, int radius,
                                                 FovAlgorithm algorithm) {
    const auto cellCount = walls.cells().size();
    std::vector<std::vector<std::uint8_t>> sees(cellCount, std::vector<std::uint8_t>(cellCount, 0));
    for (std::size_t a = 0; a < cellCount; ++a) {
        const Point origin = walls.pointAt(static_cast<int>(a));
        if (walls[origin] != 0) {
            continue;
        }
        computeFov(
            algorithm, origin, radius, Rect{0, 0, walls.width(), walls.height()},
            [&](Point p) { return walls[p] != 0; },
            [&](Point p) { sees[a][static_cast<std::size_t>(walls.indexOf(p))] = 1; });
    }
    return sees;
}

struct Asymmetry {
    int pairs = 0;   // see-through pairs within the radius
    int oneWay = 0;  // pairs seen one way only
    Point from, to;  // the first pair seen one way only
};

Asymmetry checkSymmetry(const Walls& walls, int radius, FovAlgorithm algorithm) {
    const auto sees = everyView(walls, radius, algorithm);
    Asymmetry result;
    const int cellCount = static_cast<int>(walls.cells().size());
    for (int a = 0; a < cellCount; ++a) {
        for (int b = a + 1; b < cellCount; ++b) {
            const Point pa = walls.pointAt(a);
            const Point pb = walls.pointAt(b);
            if (walls[pa] != 0 || walls[pb] != 0 || !withinSightRadius(pb - pa, radius)) {
                continue;
            }
            ++result.pairs;
            const auto ab = sees[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
            const auto ba = sees[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)];
            if (ab != ba) {
                if (result.oneWay == 0) {
                    result.from = ab != 0 ? pa : pb;
                    result.to = ab != 0 ? pb : pa;
                }
                ++result.oneWay;
            }
        }
    }
    return result;
}

Walls wallsFromText(const std::vector<std::string>& rows) {
    Walls walls(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()), 0);
    for (int y = 0; y < walls.height(); ++y) {
        for (int x = 0; x < walls.width(); ++x) {
            walls[{x, y}] = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '#';
        }
    }
    return walls;
}

Walls symmetryRandomWalls(Rng& rng, int width, int height, int wallPercent) {
    Walls walls(width, height, 0);
    for (std::uint8_t& cell : walls.cells()) {
        cell = rng.chance(wallPercent) ? 1 : 0;
    }
    return walls;
}

// Pillars on a lattice, rooms joined by gaps, and long diagonal walls: the
// shapes where ties between slopes happen most.
std::vector<Walls> structuredMaps() {
    std::vector<Walls> maps;
    Walls pillars(19, 15, 0);
    for (int y = 1; y < 15; y += 2) {
        for (int x = 1; x < 19; x += 2) {
            pillars[{x, y}] = 1;
        }
    }
    maps.push_back(pillars);
    Walls sparsePillars(21, 15, 0);
    for (int y = 2; y < 15; y += 3) {
        for (int x = 1; x < 21; x += 4) {
            sparsePillars[{x + y % 2, y}] = 1;
        }
    }
    maps.push_back(sparsePillars);
    Walls diagonals(20, 16, 0);
    for (int i = 0; i < 14; ++i) {
        diagonals[{i + 3, i + 1}] = 1;
        if (i % 3 != 0) {
            diagonals[{16 - i, i + 1}] = 1;
        }
    }
    maps.push_back(diagonals);
    maps.push_back(wallsFromText({
        "################",
        "#......#.......#",
        "#......'.......#",
        "#...~~.#....>..#",
        "#...~~.#.......#",
        "#......#.......#",
        "################",
    }));
    maps.push_back(wallsFromText({
        "####################",
        "#.....#......#.....#",
        "#.....#......#.....#",
        "#..............#...#",
        "#.....#......#.....#",
        "###.#####..######.##",
        "#.....#......#.....#",
        "#..#..#......#..#..#",
        "#..................#",
        "#.....#......#.....#",
        "####################",
    }));
    return maps;
}

TEST(FovSymmetry, ShadowcastingIsSymmetricOnRandomMaps) {
    Rng rng(88);
    int pairs = 0;
    for (int trial = 0; trial < 150; ++trial) {
        const Walls walls =
            symmetryRandomWalls(rng, rng.roll(3, 18), rng.roll(3, 14), rng.roll(5, 45));
        for (int radius : {0, 3, 6}) {
            const Asymmetry found = checkSymmetry(walls, radius, FovAlgorithm::Shadowcast);
            ASSERT_EQ(found.oneWay, 0)
                << "trial " << trial << " radius " << radius << ": " << found.from.x << ","
                << found.from.y << " sees " << found.to.x << "," << found.to.y << " but not back";
            pairs += found.pairs;
        }
    }
    EXPECT_GT(pairs, 200000);
}

TEST(FovSymmetry, ShadowcastingIsSymmetricOnStructuredMaps) {
    for (const Walls& walls : structuredMaps()) {
        for (int radius : {0, 4, 8}) {
            const Asymmetry found = checkSymmetry(walls, radius, FovAlgorithm::Shadowcast);
            EXPECT_GT(found.pairs, 0);
            EXPECT_EQ(found.oneWay, 0)
                << walls.width() << "x" << walls.height() << " radius " << radius << ": "
                << found.from.x << "," << found.from.y << " sees " << found.to.x << ","
                << found.to.y << " but not back";
        }
    }
}

TEST(FovSymmetry, BresenhamIsNotSymmetric) {
    // The lesson's line from (0,0) to (8,3) passes (4,2) and the line back
    // passes (4,1); here both are shifted one cell in from the border, with
    // a wall on the way back only.
    const Walls walls = wallsFromText({
        "###########",
        "#.........#",
        "#....#....#",
        "#.........#",
        "#.........#",
        "###########",
    });
    const Point a{1, 1};
    const Point b{9, 4};
    const auto isOpaque = [&](Point p) { return !walls.contains(p) || walls[p] != 0; };
    EXPECT_TRUE(bresenhamLineOfSight(a, b, isOpaque));
    EXPECT_FALSE(bresenhamLineOfSight(b, a, isOpaque));

    const Asymmetry rays = checkSymmetry(walls, 0, FovAlgorithm::Bresenham);
    EXPECT_GT(rays.oneWay, 0);
    EXPECT_EQ(checkSymmetry(walls, 0, FovAlgorithm::Shadowcast).oneWay, 0);
}

}  // namespace
}  // namespace delve
