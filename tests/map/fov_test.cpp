// The field of view on a Map: naming the algorithms, the fog, lines of sight.
#include <gtest/gtest.h>

#include "map/fov.h"
#include "map/fov_picture.h"
#include "map/level_file.h"

namespace delve {
namespace {

TEST(Fov, AlgorithmsAreNamedForTheCommandLine) {
    EXPECT_EQ(parseFovAlgorithm("shadowcast"), FovAlgorithm::Shadowcast);
    EXPECT_EQ(parseFovAlgorithm("bresenham"), FovAlgorithm::Bresenham);
    EXPECT_EQ(parseFovAlgorithm("Shadowcast"), std::nullopt);
    EXPECT_EQ(parseFovAlgorithm(""), std::nullopt);
    EXPECT_EQ(parseFovAlgorithm("permissive"), std::nullopt);
    for (FovAlgorithm algorithm : {FovAlgorithm::Shadowcast, FovAlgorithm::Bresenham}) {
        EXPECT_EQ(parseFovAlgorithm(fovAlgorithmName(algorithm)), algorithm);
    }
}

TEST(Fov, CellsSeenBeforeStayExploredButNotVisible) {
    Level level = parseLevel(
        "#########\n"
        "#...#...#\n"
        "#...+...#\n"
        "#...#...#\n"
        "#########\n",
        "test");
    for (FovAlgorithm algorithm : {FovAlgorithm::Shadowcast, FovAlgorithm::Bresenham}) {
        Map map = level.map;
        map.setTerrain({4, 2}, Terrain::OpenDoor);
        updateVisibility(map, {6, 2}, 0, algorithm);
        EXPECT_TRUE(map.isVisible({7, 1}));
        EXPECT_TRUE(map.isVisible({3, 2}));  // through the doorway
        const int exploredInTheRightRoom = map.exploredCount();

        map.setTerrain({4, 2}, Terrain::ClosedDoor);
        updateVisibility(map, {2, 2}, 0, algorithm);
        // The right room is behind the closed door now: remembered, unseen.
        EXPECT_FALSE(map.isVisible({7, 1}));
        EXPECT_TRUE(map.isExplored({7, 1}));
        EXPECT_FALSE(map.isVisible({6, 2}));
        EXPECT_TRUE(map.isExplored({6, 2}));
        EXPECT_TRUE(map.isVisible({1, 1}));
        EXPECT_TRUE(map.isVisible({4, 2}));
        // Only part of the left room shows through the doorway; now all of
        // it is known, and the right room from before.
        EXPECT_LT(exploredInTheRightRoom, 45) << fovAlgorithmName(algorithm);
        EXPECT_EQ(map.exploredCount(), 45) << fovAlgorithmName(algorithm);
        for (Point p : map.visibleCells()) {
            EXPECT_LT(p.x, 5) << fovAlgorithmName(algorithm);
        }
    }
}

TEST(Fov, UpdateForgetsWhatWasVisibleAndCountsEachCellOnce) {
    Level level = parseLevel(
        ".......\n"
        ".......\n"
        ".......\n",
        "test");
    Map& map = level.map;
    updateVisibility(map, {3, 1}, 0, FovAlgorithm::Shadowcast);
    EXPECT_EQ(map.visibleCells().size(), 21u);  // diagonals reported twice, kept once
    updateVisibility(map, {0, 0}, 1, FovAlgorithm::Shadowcast);
    EXPECT_EQ(map.visibleCells().size(), 4u);
    EXPECT_FALSE(map.isVisible({3, 1}));
    EXPECT_EQ(map.exploredCount(), 21);
    EXPECT_EQ(visibilityPicture(map, {0, 0}),
              "@.     \n"
              "..     \n"
              "       \n");
}

TEST(Fov, LineOfSightOnAMap) {
    const Level level = parseLevel(
        "#######\n"
        "#..~..#\n"
        "#..#..#\n"
        "#######\n",
        "test");
    EXPECT_TRUE(lineOfSight(level.map, {1, 1}, {5, 1}));   // over water
    EXPECT_FALSE(lineOfSight(level.map, {1, 2}, {5, 2}));  // the pillar
    EXPECT_TRUE(lineOfSight(level.map, {1, 2}, {3, 2}));   // the pillar itself
    EXPECT_TRUE(lineOfSight(level.map, {1, 1}, {0, 0}));   // the corner wall
    EXPECT_FALSE(lineOfSight(level.map, {1, 1}, {6, 3}));
}

}  // namespace
}  // namespace delve
