#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/grid.h"
#include "map/generate.h"
#include "map/level_file.h"

namespace delve {
namespace {

GeneratedFloor caveFor(std::uint64_t seed, int width = kDefaultFloorWidth,
                       int height = kDefaultFloorHeight) {
    Rng rng(seed);
    return generateCave(width, height, rng);
}

std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    return hash;
}

bool isOpen(Terrain t) {
    return t == Terrain::Floor || t == Terrain::StairsDown;
}

// How many open cells an eight-way walk from `from` reaches, and how far the
// farthest is.
struct CaveWalk {
    int reached = 0;
    int farthest = 0;
    Grid<int> steps;
};

CaveWalk walkFrom(const Map& map, Point from) {
    CaveWalk walk{0, 0, Grid<int>(map.width(), map.height(), -1)};
    std::vector<Point> queue{from};
    walk.steps[from] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const Point here = queue[i];
        ++walk.reached;
        walk.farthest = std::max(walk.farthest, walk.steps[here]);
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const Point next{here.x + dx, here.y + dy};
                if (map.contains(next) && walk.steps[next] < 0 && isOpen(map.terrain(next))) {
                    walk.steps[next] = walk.steps[here] + 1;
                    queue.push_back(next);
                }
            }
        }
    }
    return walk;
}

void expectAGoodCave(const GeneratedFloor& floor, const std::string& what) {
    const Map& map = floor.map;
    int open = 0;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Terrain t = map.terrain({x, y});
            ASSERT_TRUE(t == Terrain::Wall || isOpen(t)) << what;
            const bool edge = x == 0 || y == 0 || x == map.width() - 1 || y == map.height() - 1;
            if (edge) {
                ASSERT_EQ(t, Terrain::Wall) << what << " at " << x << "," << y;
            }
            open += isOpen(t) ? 1 : 0;
        }
    }
    EXPECT_TRUE(floor.rooms.empty()) << what;
    EXPECT_EQ(floor.startRoom, -1) << what;
    ASSERT_EQ(map.terrain(floor.start), Terrain::Floor) << what;
    ASSERT_EQ(map.terrain(floor.stairs), Terrain::StairsDown) << what;
    const CaveWalk walk = walkFrom(map, floor.start);
    EXPECT_EQ(walk.reached, open) << what << ": not all one cave\n" << levelRows(map);
    EXPECT_EQ(walk.steps[floor.stairs], walk.farthest)
        << what << ": the stairs are not the farthest";
}

TEST(GenerateCave, SeedFortyTwoAlwaysMakesTheSameCave) {
    const GeneratedFloor first = caveFor(42);
    const GeneratedFloor second = caveFor(42);
    EXPECT_EQ(first.map, second.map);
    EXPECT_EQ(first.start, second.start);
    EXPECT_EQ(first.stairs, second.stairs);
    // Pinned, as the floors of rooms are.
    EXPECT_EQ(fnv1a(levelRows(first.map)), 0xa63dc387f16bdf36ULL) << levelRows(first.map);
    EXPECT_EQ(first.start, (Point{28, 25}));
    EXPECT_EQ(first.stairs, (Point{77, 10}));
    EXPECT_EQ(levelRows(first.map).substr(0, 3 * 81),
              "################################################################################\n"
              "##.....#####...########################..#######################################\n"
              "#................####...##########........###############..#######..############\n");
}

TEST(GenerateCave, TwoHundredCavesAreWholeAndNeitherTooOpenNorTooClosed) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const GeneratedFloor floor = caveFor(seed);
        expectAGoodCave(floor, "seed " + std::to_string(seed));
        int open = 0;
        for (Terrain t : floor.map.terrainGrid().cells()) {
            open += isOpen(t) ? 1 : 0;
        }
        const int percent = open * 100 / (floor.map.width() * floor.map.height());
        EXPECT_GE(percent, 35) << "seed " << seed << "\n" << levelRows(floor.map);
        EXPECT_LE(percent, 65) << "seed " << seed << "\n" << levelRows(floor.map);
    }
}

TEST(GenerateCave, OtherSizesAreWholeCavesToo) {
    const std::array<std::array<int, 2>, 6> sizes = {
        {{kMinCaveSize, kMinCaveSize}, {6, 30}, {30, 6}, {17, 9}, {150, 70}, {300, 300}}};
    for (const auto& [width, height] : sizes) {
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const GeneratedFloor floor = caveFor(seed, width, height);
            ASSERT_EQ(floor.map.width(), width);
            ASSERT_EQ(floor.map.height(), height);
            expectAGoodCave(floor, std::to_string(width) + "x" + std::to_string(height) + " seed " +
                                       std::to_string(seed));
        }
    }
}

TEST(GenerateCave, TheStairsAreAGoodWalkFromTheStart) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const GeneratedFloor floor = caveFor(seed);
        EXPECT_GE(walkFrom(floor.map, floor.start).steps[floor.stairs], 25) << "seed " << seed;
    }
}

TEST(GenerateCave, RefusesAMapTooSmall) {
    Rng rng(1);
    EXPECT_THROW(generateCave(kMinCaveSize - 1, 40, rng), std::invalid_argument);
    EXPECT_THROW(generateCave(40, kMinCaveSize - 1, rng), std::invalid_argument);
}

}  // namespace
}  // namespace delve
