#include <gtest/gtest.h>

#include "support/printers.h"
#include "ui/views/camera.h"

namespace delve {
namespace {

// A 9x5 view over a 16x7 floor, at each stop of a walk across it: centred
// while it can be, then held at the right and bottom edges.
TEST(Camera, CentresOnTheHeroAndStopsAtTheEdges) {
    EXPECT_EQ(cameraFor({6, 3}, 16, 7, 9, 5), (Point{2, 1}));
    EXPECT_EQ(cameraFor({9, 2}, 16, 7, 9, 5), (Point{5, 0}));
    EXPECT_EQ(cameraFor({14, 2}, 16, 7, 9, 5), (Point{7, 0}));
    EXPECT_EQ(cameraFor({14, 5}, 16, 7, 9, 5), (Point{7, 2}));
}

TEST(Camera, StopsAtTheTopLeftCorner) {
    EXPECT_EQ(cameraFor({1, 1}, 80, 40, 58, 20), (Point{0, 0}));
}

TEST(Camera, CentresAFloorSmallerThanTheView) {
    // 16 wide in 58 columns: 21 blank columns on the left.
    EXPECT_EQ(cameraFor({3, 3}, 16, 7, 58, 20), (Point{-21, -6}));
    EXPECT_EQ(cameraFor({14, 5}, 16, 7, 58, 20), (Point{-21, -6}));
}

// A view of 60x19 cells, as an 80x24 screen has, over an 80x40 floor.
const Rect kSmallView{0, 0, 60, 19};
constexpr Point kFloor{80, 40};

TEST(Camera, StaysPutWhileTheHeroWalksAboutTheMiddleOfTheView) {
    Camera camera;
    camera.follow(kSmallView, kFloor, 1, {40, 20});
    const Point start = camera.corner();
    EXPECT_EQ(start, (Point{10, 11}));
    // A walk across a nine-row room: the room does not slide under the hero.
    for (Point hero : {Point{36, 16}, Point{44, 16}, Point{44, 24}, Point{36, 24}, Point{40, 20}}) {
        camera.follow(kSmallView, kFloor, 1, hero);
        EXPECT_EQ(camera.corner(), start) << hero.x << "," << hero.y;
    }
}

TEST(Camera, CentresAgainWhenTheHeroComesNearAnEdgeWithMoreFloorBeyond) {
    Camera camera;
    camera.follow(kSmallView, kFloor, 1, {40, 20});
    ASSERT_EQ(scrollMargin(19), 3);
    ASSERT_EQ(scrollMargin(60), 5);
    // Row 11 is the view's top: rows 11 to 13 are within three of it.
    camera.follow(kSmallView, kFloor, 1, {40, 14});
    EXPECT_EQ(camera.corner(), (Point{10, 11}));
    camera.follow(kSmallView, kFloor, 1, {40, 13});
    EXPECT_EQ(camera.corner(), (Point{10, 4}));  // the hero in the middle again
    // Column 10 is the view's left: within five of it, it moves.
    camera.follow(kSmallView, kFloor, 1, {14, 13});
    EXPECT_EQ(camera.corner(), (Point{0, 4}));
}

TEST(Camera, AtTheFloorsEdgeItDoesNotMoveForTheMargin) {
    Camera camera;
    camera.follow(kSmallView, kFloor, 1, {1, 1});
    EXPECT_EQ(camera.corner(), (Point{0, 0}));
    camera.follow(kSmallView, kFloor, 1, {2, 1});
    EXPECT_EQ(camera.corner(), (Point{0, 0}));
}

TEST(Camera, ANewFloorOrAnotherViewCentresOnTheHero) {
    Camera camera;
    camera.follow(kSmallView, kFloor, 1, {40, 20});
    camera.follow(kSmallView, kFloor, 2, {70, 30});
    EXPECT_EQ(camera.corner(), (Point{20, 21}));
    camera.follow(kSmallView, kFloor, 2, {60, 30});
    EXPECT_EQ(camera.corner(), (Point{20, 21}));
    camera.follow({0, 0, 40, 15}, kFloor, 2, {60, 30});
    EXPECT_EQ(camera.corner(), (Point{40, 23}));
}

TEST(Camera, AViewThatHoldsTheFloorShowsItWholeAndNeverMoves) {
    Camera camera;
    const Rect view{0, 0, 84, 40};
    for (Point hero : {Point{1, 1}, Point{78, 38}, Point{40, 20}, Point{2, 37}}) {
        camera.follow(view, kFloor, 1, hero);
        EXPECT_EQ(camera.corner(), (Point{-2, 0}));
    }
    EXPECT_EQ(camera.screenCellOf({0, 0}), (Point{2, 0}));
    EXPECT_EQ(camera.screenCellOf({79, 39}), (Point{81, 39}));
}

TEST(Camera, ScreenAndFloorCellsMapBothWaysThroughTheView) {
    Camera camera;
    EXPECT_EQ(camera.floorCellAt({5, 5}), std::nullopt) << "nothing before the first frame";
    const Rect view{3, 2, 60, 19};
    camera.follow(view, kFloor, 1, {40, 20});
    const Point floorCell{35, 15};
    const auto screen = camera.screenCellOf(floorCell);
    ASSERT_TRUE(screen.has_value());
    EXPECT_EQ(camera.floorCellAt(*screen), floorCell);
    EXPECT_EQ(camera.floorCellAt({2, 2}), std::nullopt);     // left of the view
    EXPECT_EQ(camera.screenCellOf({79, 39}), std::nullopt);  // out of view
    EXPECT_EQ(camera.screenCellOf({80, 10}), std::nullopt);  // off the floor
}

}  // namespace
}  // namespace delve
