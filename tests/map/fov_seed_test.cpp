// The numbers of the lesson on the map and the field of view: its 16 x 7
// level seen by Bresenham rays of radius 6, the walk through the door, the
// fog left behind, and the pillar room.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "support/lesson_maps.h"
#include "map/fov.h"
#include "map/fov_picture.h"
#include "map/level_file.h"

namespace delve {
namespace {

using testing::kLessonLevel;
using testing::kPillarRoom;

constexpr int kLessonRadius = 6;

Level lessonLevel(std::string_view text) {
    return parseLevel(text, "lesson");
}

// As the lesson draws it: visible cells as their glyph, cells seen before as
// ':' (the fog), the rest blank.
std::string fogPicture(const Map& map, Point hero) {
    std::string picture;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            if (p == hero) {
                picture += '@';
            } else if (map.isVisible(p)) {
                picture += map.info(p).symbol;
            } else if (map.isExplored(p)) {
                picture += ':';
            } else {
                picture += ' ';
            }
        }
        picture += '\n';
    }
    return picture;
}

TEST(FovSeedLesson, TheLevelReadsAsTheLessonDescribesIt) {
    const Level level = lessonLevel(kLessonLevel);
    EXPECT_EQ(level.map.width(), 16);
    EXPECT_EQ(level.map.height(), 7);
    ASSERT_TRUE(level.start);
    EXPECT_EQ(*level.start, (Point{6, 3}));
}

TEST(FovSeedLesson, TheRadiusAloneReachesEightySevenCells) {
    const Level level = lessonLevel(kLessonLevel);
    Map map = level.map;
    int revealed = 0;
    bresenhamFov(
        *level.start, kLessonRadius, Rect{0, 0, map.width(), map.height()},
        [](Point) { return false; },
        [&](Point p) {
            ++revealed;
            map.reveal(p);
        });
    EXPECT_EQ(revealed, 87);
    // The stairs behind the wall are in reach: the radius knows no walls.
    EXPECT_EQ(visibilityPicture(map, *level.start),
              " ###########    \n"
              "#......#.....   \n"
              "#......+.....   \n"
              "#...~~@#....>   \n"
              "#...~~.#.....   \n"
              "#......#.....   \n"
              " ###########    \n");
}

TEST(FovSeedLesson, BresenhamFromTheStartSeesFifty) {
    Level level = lessonLevel(kLessonLevel);
    updateVisibility(level.map, *level.start, kLessonRadius, FovAlgorithm::Bresenham);
    EXPECT_EQ(level.map.visibleCells().size(), 50u);
    EXPECT_EQ(level.map.exploredCount(), 50);
    // The walls at (7,1) and (7,5) stay unseen: the rays to them step
    // diagonally into the door and the wall beside the hero.
    EXPECT_EQ(visibilityPicture(level.map, *level.start),
              " ######         \n"
              "#......         \n"
              "#......+        \n"
              "#...~~@#        \n"
              "#...~~.#        \n"
              "#......         \n"
              " ######         \n");
}

TEST(FovSeedLesson, WalkingThroughTheDoorLeavesTheLeftRoomAsFog) {
    Level level = lessonLevel(kLessonLevel);
    Map& map = level.map;
    Point hero = *level.start;
    const auto look = [&] { updateVisibility(map, hero, kLessonRadius, FovAlgorithm::Bresenham); };
    look();
    hero = {6, 2};  // up
    look();
    const Point door{7, 2};
    ASSERT_EQ(map.terrain(door), Terrain::ClosedDoor);
    map.setTerrain(door, Terrain::OpenDoor);  // bumping the door opens it
    look();
    for (int step = 0; step < 5; ++step) {
        hero.x += 1;
        ASSERT_TRUE(map.isWalkable(hero));
        look();
    }
    ASSERT_EQ(hero, (Point{11, 2}));
    EXPECT_EQ(map.visibleCells().size(), 63u);
    EXPECT_EQ(map.exploredCount(), 109);
    EXPECT_EQ(fogPicture(map, hero),
              " :::::::####### \n"
              ":::::::#.......#\n"
              ":::::..'...@...#\n"
              ":::::::#....>..#\n"
              ":::::::#.......#\n"
              ":::::::#.......#\n"
              " ::::::#########\n");
}

TEST(FovSeedLesson, ThePillarRoomAnswer) {
    for (int radius : {kLessonRadius, 0}) {
        Level level = lessonLevel(kPillarRoom);
        updateVisibility(level.map, *level.start, radius, FovAlgorithm::Bresenham);
        EXPECT_EQ(visibilityPicture(level.map, *level.start),
                  " ####  \n"
                  "#..... \n"
                  "#@.#   \n"
                  "#..... \n"
                  " ####  \n")
            << "radius " << radius;
        EXPECT_EQ(level.map.visibleCells().size(), 24u);
    }
}

TEST(FovSeedLesson, TheTargetIsCheckedBeforeItsWall) {
    const Level level = lessonLevel(kLessonLevel);
    // The closed door beside the hero is seen, the floor behind it is not.
    EXPECT_TRUE(lineOfSight(level.map, {6, 3}, {7, 2}));
    EXPECT_FALSE(lineOfSight(level.map, {6, 3}, {8, 2}));
    // The hero's own cell never blocks, even when it is a door.
    EXPECT_TRUE(lineOfSight(level.map, {7, 2}, {8, 2}));
    EXPECT_TRUE(lineOfSight(level.map, {7, 2}, {6, 2}));
    EXPECT_TRUE(lineOfSight(level.map, {3, 3}, {3, 3}));
}

}  // namespace
}  // namespace delve
