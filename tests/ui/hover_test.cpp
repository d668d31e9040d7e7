#include <gtest/gtest.h>

#include <string>

#include "support/temp_level.h"
#include "support/test_rules.h"

#include "ui/app.h"
#include "ui/input/keymap.h"
#include "ui/text/hover_text.h"
#include "ui/views/layout.h"
#include "ui/views/map_view.h"

namespace delve {
namespace {

// A room with a door, a corridor the hero has not seen behind it, and water.
constexpr const char* kHoverRoom =
    "############\n"
    "#@....#....#\n"
    "#..~..+....#\n"
    "#.....#....#\n"
    "############\n";

class Hover : public ::testing::Test {
  protected:
    Hover()
        : level_("hover_room", kHoverRoom),
          app_(GameOptions{5, "fighter", level_.level(), testing::rules()}, StartChoices{},
               DrawStyle{}) {
        frame_ = CellBuffer(80, 24);
        app_.draw(frame_);
    }

    Point screenCellOf(Point floorCell) const {
        const auto cell = app_.lastFrame().camera.screenCellOf(floorCell);
        EXPECT_TRUE(cell.has_value());
        return cell.value_or(Point{-1, -1});
    }

    void hoverOver(Point floorCell) { app_.handle(InputEvent::hover(screenCellOf(floorCell))); }

    // The bottom rows of the side panel, joined by blanks.
    std::string panelBottom(int rows) {
        app_.draw(frame_);
        const Rect panel = layoutFor(80, 24).sidePanel;
        std::string text;
        const auto all = frame_.textRows();
        for (int y = panel.bottom() - rows; y < panel.bottom(); ++y) {
            const std::string row =
                all[static_cast<std::size_t>(y)].substr(static_cast<std::size_t>(panel.x));
            const std::size_t first = row.find_first_not_of(' ');
            const std::size_t last = row.find_last_not_of(' ');
            if (first != std::string::npos) {
                text += (text.empty() ? "" : " ") + row.substr(first, last - first + 1);
            }
        }
        return text;
    }

    testing::TempLevel level_;
    App app_;
    CellBuffer frame_;
};

TEST_F(Hover, DescribesWhatTheHeroKnowsOfACell) {
    const Game& game = app_.game();
    EXPECT_EQ(describeFloorCell(game, {1, 1}), "That is you.");
    EXPECT_EQ(describeFloorCell(game, {2, 1}), "You see the floor.");
    EXPECT_EQ(describeFloorCell(game, {6, 2}), "You see a closed door.");
    EXPECT_EQ(describeFloorCell(game, {6, 1}), "You see a wall.");
    EXPECT_EQ(describeFloorCell(game, {3, 2}), "You see water.");
    EXPECT_EQ(describeFloorCell(game, {8, 2}), "You have not seen that place.");
}

TEST_F(Hover, NamesASeenMonsterWithItsHealthButNotAnUnseenOne) {
    Game& game = app_.game();
    Monster& rat = game.addMonster(game.rules().monsters.front(), {4, 3}, MonsterMind::Asleep);
    rat.hp = 3;
    EXPECT_EQ(describeFloorCell(game, {4, 3}), "You see a rat (asleep) with 3 of 4 health.");
    game.addMonster(game.rules().monsters.front(), {9, 2}, MonsterMind::Wandering);
    EXPECT_EQ(describeFloorCell(game, {9, 2}), "You have not seen that place.");
}

// What it can do, and then (a spider of 50 health that poisons) how
// dangerous it is to her.
TEST_F(Hover, NamesWhatAMonsterCanDo) {
    Game& game = app_.game();
    const MonsterKind& spider = *game.rules().monster("spider");
    game.addMonster(spider, {4, 3}, MonsterMind::Asleep);
    EXPECT_EQ(describeFloorCell(game, {4, 3}),
              "You see a spider (asleep) with 50 of 50 health. Moves: venomous bite. Dangerous: "
              "killing it would cost you half your health or more.");
}

TEST_F(Hover, RemembersWhatIsOutOfSight) {
    // Open the door and walk through it, to the far side.
    for (char32_t key : {U'l', U'l', U'l', U'l', U'j', U'l', U'l', U'l', U'l', U'l', U'k'}) {
        app_.handle(InputEvent::keyPress(Key::of(key)));
    }
    const Game& game = app_.game();
    ASSERT_EQ(game.hero().position, (Point{9, 1}));
    std::optional<Point> remembered;
    for (int y = 1; y <= 3 && !remembered; ++y) {
        for (int x = 1; x <= 5 && !remembered; ++x) {
            const Point p{x, y};
            if (game.map().isExplored(p) && !game.map().isVisible(p) &&
                game.map().terrain(p) == Terrain::Floor) {
                remembered = p;
            }
        }
    }
    ASSERT_TRUE(remembered.has_value()) << "some of the room is out of sight";
    EXPECT_EQ(describeFloorCell(game, *remembered), "You remember the floor.");
}

TEST_F(Hover, TheCellUnderTheMouseIsDescribedAtTheBottomOfThePanel) {
    EXPECT_FALSE(app_.hoverCell().has_value());
    const std::string before = panelBottom(3);
    hoverOver({6, 2});
    ASSERT_EQ(app_.hoverCell(), screenCellOf({6, 2}));
    EXPECT_EQ(panelBottom(3), "You see a closed door.");
    const int said = app_.game().log().said();
    hoverOver({3, 2});
    EXPECT_EQ(panelBottom(3), "You see water.");
    EXPECT_EQ(app_.game().log().said(), said) << "hovering adds nothing to the log";
    app_.handle(InputEvent::hover({-1, -1}));
    EXPECT_FALSE(app_.hoverCell().has_value());
    EXPECT_EQ(panelBottom(3), before);
}

TEST_F(Hover, OffTheMapTheMouseShowsNothing) {
    const Rect panel = layoutFor(80, 24).sidePanel;
    app_.handle(InputEvent::hover({panel.x + 2, 3}));
    EXPECT_TRUE(app_.hoverCell().has_value());
    EXPECT_EQ(panelBottom(3).find("You"), std::string::npos);
}

TEST_F(Hover, AHoverIsNoKeyAndTakesNoTurn) {
    const int turn = app_.game().turn();
    const Point hero = app_.game().hero().position;
    for (int x = 0; x < 12; ++x) {
        app_.handle(InputEvent::hover(screenCellOf({x, 2})));
        app_.handle(InputEvent::hover({-1, -1}));
    }
    EXPECT_EQ(app_.game().turn(), turn);
    EXPECT_EQ(app_.game().hero().position, hero);
    EXPECT_EQ(app_.topScreenName(), "play");
}

TEST_F(Hover, AnotherScreenOnTopHidesTheHover) {
    hoverOver({6, 2});
    app_.handle(InputEvent::keyPress(Key::named(KeyCode::Escape)));
    ASSERT_EQ(app_.topScreenName(), "menu");
    EXPECT_FALSE(app_.hoverCell().has_value());
    app_.handle(InputEvent::hover(screenCellOf({3, 2})));
    EXPECT_EQ(app_.topScreenName(), "menu") << "a hover does not close the menu";
    EXPECT_FALSE(app_.hoverCell().has_value());
    app_.handle(InputEvent::keyPress(Key::of(U'r')));
    ASSERT_EQ(app_.topScreenName(), "play");
    // The key that closed the menu put the hover away with it; the mouse
    // moving again brings it back.
    EXPECT_FALSE(app_.hoverCell().has_value());
    hoverOver({3, 2});
    EXPECT_EQ(app_.hoverCell(), screenCellOf({3, 2}));
}

// The words under the mouse are for the mouse moving over the map: empty
// until it is there, gone at the next key (the hero has moved, the mouse
// points at nothing new), back when it moves over the map again.
TEST_F(Hover, ThePanelsHoverLineIsEmptyUntilTheMouseMovesOverTheMap) {
    const std::string empty = panelBottom(3);
    EXPECT_EQ(empty.find("You"), std::string::npos);
    const Rect panel = layoutFor(80, 24).sidePanel;
    app_.handle(InputEvent::hover({panel.x + 2, panel.bottom() - 1}));
    EXPECT_EQ(panelBottom(3), empty) << "over the panel itself";
    hoverOver({3, 2});
    EXPECT_EQ(panelBottom(3), "You see water.");
    app_.handle(InputEvent::keyPress(Key::of(U'l')));  // a step east
    ASSERT_EQ(app_.game().hero().position, (Point{2, 1}));
    EXPECT_FALSE(app_.hoverCell().has_value());
    EXPECT_EQ(panelBottom(3).find("You"), std::string::npos);
    hoverOver({6, 2});
    EXPECT_EQ(panelBottom(3), "You see a closed door.");
}

// F12 keeps a picture of the screen as it is, the way under the mouse too.
TEST_F(Hover, ThePictureKeyKeepsTheHover) {
    hoverOver({3, 2});
    app_.handle(InputEvent::keyPress(kPictureKey));
    EXPECT_EQ(app_.hoverCell(), screenCellOf({3, 2}));
}

// A new grid puts another cell under the mouse: nothing is said of the old
// one until the mouse moves.
TEST_F(Hover, ANewGridPutsTheHoverAway) {
    hoverOver({3, 2});
    app_.handle(InputEvent{InputEvent::Kind::Resize, {}, {100, 45}});
    EXPECT_FALSE(app_.hoverCell().has_value());
}

}  // namespace
}  // namespace delve
