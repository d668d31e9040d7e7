#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "keep/state_hash.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

#include "ui/app.h"
#include "ui/views/layout.h"
#include "ui/views/map_view.h"

namespace delve {
namespace {

// A lit room: the hero sees all of it from the start, so every floor cell is
// somewhere a click could travel to.
constexpr const char* kPreviewRoom =
    "##########\n"
    "#@.......#\n"
    "#........#\n"
    "#......~.#\n"
    "##########\n";

class TravelPreview : public ::testing::Test {
  protected:
    TravelPreview()
        : level_("preview_room", kPreviewRoom),
          app_(GameOptions{5, "fighter", level_.level(), testing::rules()}, StartChoices{},
               DrawStyle{}) {
        app_.draw(frame_);
    }

    Point screenCellOf(Point floorCell) const {
        return app_.lastFrame().camera.screenCellOf(floorCell).value_or(Point{-1, -1});
    }

    // The floor cells washed in colour on the last frame.
    std::vector<Point> litFloorCells() {
        frame_ = CellBuffer(80, 24);
        app_.draw(frame_);
        std::vector<Point> cells;
        for (const Highlight& highlight : frame_.highlights()) {
            if (auto cell = app_.lastFrame().camera.floorCellAt(highlight.cell)) {
                cells.push_back(*cell);
            }
        }
        std::sort(cells.begin(), cells.end(),
                  [](Point a, Point b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
        return cells;
    }

    testing::TempLevel level_;
    App app_;
    CellBuffer frame_{80, 24};
};

TEST_F(TravelPreview, TheWayUnderTheMouseIsLitCellByCell) {
    app_.handle(InputEvent::hover(screenCellOf({5, 1})));
    const std::vector<Point> expected{{2, 1}, {3, 1}, {4, 1}, {5, 1}};
    EXPECT_EQ(litFloorCells(), expected);
}

TEST_F(TravelPreview, TheWayIsTheOneTravelWouldTake) {
    app_.handle(InputEvent::hover(screenCellOf({8, 3})));
    std::vector<Point> route = app_.game().foresight().travelRoute({8, 3});
    std::sort(route.begin(), route.end(),
              [](Point a, Point b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
    ASSERT_FALSE(route.empty());
    EXPECT_EQ(litFloorCells(), route);
}

TEST_F(TravelPreview, NothingIsLitWhereTravelCannotGo) {
    app_.handle(InputEvent::hover(screenCellOf({7, 3})));  // water
    EXPECT_TRUE(litFloorCells().empty());
    app_.handle(InputEvent::hover(screenCellOf({1, 1})));  // the hero's own cell
    EXPECT_TRUE(litFloorCells().empty());
    app_.handle(InputEvent::hover({-1, -1}));  // the mouse left the window
    EXPECT_TRUE(litFloorCells().empty());
}

// The way is drawn while the mouse moves over the map: the next key puts it
// away (after a step it would lead from where the hero no longer is), and
// the mouse moving again brings it back.
TEST_F(TravelPreview, TheNextKeyPutsTheWayAwayUntilTheMouseMovesAgain) {
    app_.handle(InputEvent::hover(screenCellOf({8, 2})));
    ASSERT_FALSE(litFloorCells().empty());
    app_.handle(InputEvent::keyPress(Key::of(U'j')));  // a step south
    ASSERT_EQ(app_.game().hero().position, (Point{1, 2}));
    EXPECT_TRUE(litFloorCells().empty());
    app_.handle(InputEvent::hover(screenCellOf({8, 2})));
    EXPECT_EQ(litFloorCells().back(), (Point{8, 2}));
}

TEST_F(TravelPreview, ThePreviewTakesNoTurnAndSaysNothing) {
    const auto hash = stateHash(app_.game());
    app_.handle(InputEvent::hover(screenCellOf({8, 2})));
    litFloorCells();
    EXPECT_EQ(stateHash(app_.game()), hash);
}

}  // namespace
}  // namespace delve
