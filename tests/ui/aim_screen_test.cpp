// The aiming and looking screens as a player drives them with keys: what
// opens them, what Esc leaves untouched, what Enter lets go, where Tab puts
// the cursor, and that the glow drawn is exactly the game's preview.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "frontend/headless/headless_run.h"
#include "support/frame_text.h"
#include "support/item_rules.h"
#include "support/printers.h"
#include "support/temp_level.h"
#include "ui/app.h"

namespace delve {
namespace {

using testing::itemRules;
using testing::lastSaid;
using testing::slotOf;

// A hall with a fireball scroll, a bow with arrows and darts on the way
// east, and two sleepers beyond: the nearer at (9, 2), the farther at
// (12, 3).
constexpr const char* kAimHall =
    "###############\n"
    "#@fbad........#\n"
    "#........s....#\n"
    "#...........s.#\n"
    "###############\n"
    "legend|f|item|scroll_of_fireball\n"
    "legend|b|item|shortbow\n"
    "legend|a|item|arrow|5\n"
    "legend|d|item|dart|4\n"
    "legend|s|monster|sleeper\n"
    "end\n";

// Everything on the way picked up: the scroll is `a`, the bow `b`, the
// arrows `c`, the darts `d`.
constexpr const char* kPickUpAll = "lglglglg";

class AimingScreens : public ::testing::Test {
  protected:
    AimingScreens()
        : level_("aim_screens", kAimHall),
          app_(GameOptions{5, "rogue", level_.level(), itemRules()}, StartChoices{},
               DrawStyle{true}) {
        play(kPickUpAll);
    }

    void play(const std::string& keys) {
        std::ostringstream ignored;
        runHeadless(app_, HeadlessOptions{keys, false, false, 80, 24}, ignored);
    }

    // Where the cursor is drawn, as a floor cell.
    Point cursorCell() {
        CellBuffer frame(80, 24);
        app_.draw(frame);
        if (!frame.cursor) {
            return Point{-1, -1};
        }
        return app_.lastFrame().camera.floorCellAt(*frame.cursor).value_or(Point{-1, -1});
    }

    testing::TempLevel level_;
    App app_;
};

TEST_F(AimingScreens, EscPutsAnUnreadScrollBackAndNoTurnPasses) {
    const int turn = app_.game().turn();
    play("ia");
    ASSERT_EQ(app_.topScreenName(), "aim") << "the unknown scroll turned out to aim";
    play("<Esc>");
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().turn(), turn);
    EXPECT_EQ(slotOf(app_.game(), "scroll_of_fireball"), 0) << "still in the pack";
}

TEST_F(AimingScreens, EnterReadsTheScrollWhereTheCursorIs) {
    const int turn = app_.game().turn();
    play("ia<Enter>");
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().turn(), turn + 1);
    EXPECT_EQ(slotOf(app_.game(), "scroll_of_fireball"), -1) << "read and gone";
    EXPECT_TRUE(testing::saidEver(app_.game(), MessageId::MonsterBurned))
        << "the cursor began on the nearest sleeper";
}

TEST_F(AimingScreens, TheCursorBeginsOnTheNearestMonsterAndTabGoesOnToTheNext) {
    play("ibz");  // the bow readied; z opens the lightning's aim
    ASSERT_EQ(app_.topScreenName(), "aim");
    EXPECT_EQ(cursorCell(), (Point{9, 2}));
    play("<Tab>");
    EXPECT_EQ(cursorCell(), (Point{12, 3})) << "Tab goes on from where the cursor is";
    play("<Tab>");
    EXPECT_EQ(cursorCell(), (Point{9, 2})) << "and round again";
    play("<Tab>");
    EXPECT_EQ(cursorCell(), (Point{12, 3}));
    play("l");
    EXPECT_EQ(cursorCell(), (Point{13, 3})) << "a movement key moves it a cell";
}

// Tab with no monster in reach says so over the keys, and the cursor
// stays; a movement key takes the words away.
TEST(AimingWithNoMonster, TabSaysNoMonsterIsInReachAndTheCursorStays) {
    const testing::TempLevel level("aim_no_monster", "#######\n#@....#\n#######\n");
    App app(GameOptions{5, "rogue", level.level(), itemRules()}, StartChoices{}, DrawStyle{true});
    std::ostringstream ignored;
    const auto play = [&](const std::string& keys) {
        runHeadless(app, HeadlessOptions{keys, false, false, 80, 24}, ignored);
    };
    const auto shown = [&] {
        CellBuffer frame(80, 24);
        app.draw(frame);
        return testing::textOf(frame);
    };
    play("z");
    ASSERT_EQ(app.topScreenName(), "aim");
    EXPECT_EQ(shown().find("No monster in reach."), std::string::npos);
    play("<Tab>");
    EXPECT_NE(shown().find("No monster in reach."), std::string::npos) << shown();
    EXPECT_EQ(app.topScreenName(), "aim");
    play("l");
    EXPECT_EQ(shown().find("No monster in reach."), std::string::npos) << "gone once it moves";
}

TEST_F(AimingScreens, ShootingWithoutABowSaysSoAndOpensNothing) {
    play("f");
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(lastSaid(app_.game()), MessageId::NoBowReady);
}

TEST_F(AimingScreens, FPressedTwiceShootsTheNearestMonster) {
    play("ib");
    const int turn = app_.game().turn();
    play("ff");
    EXPECT_EQ(app_.game().turn(), turn + 1);
    EXPECT_EQ(app_.game().hero().pack.at(slotOf(app_.game(), "arrow")).count, 4);
    EXPECT_TRUE(testing::saidEver(app_.game(), MessageId::ShootItem));
}

TEST_F(AimingScreens, ThrowingAsksWhatThenWhereAndTheDartLandsThere) {
    play("t");
    ASSERT_EQ(app_.topScreenName(), "inventory");
    play("d");
    ASSERT_EQ(app_.topScreenName(), "aim");
    play("<Esc>");
    EXPECT_EQ(app_.game().hero().pack.at(slotOf(app_.game(), "dart")).count, 4)
        << "put away, nothing thrown";
    // At the floor two cells south-west of the hero, at (3, 3).
    play("td");
    const Point hero = app_.game().hero().position;
    const Point target{hero.x - 2, hero.y + 2};
    std::string steps;
    const Point from = cursorCell();
    for (int x = from.x; x > target.x; --x) {
        steps += "h";
    }
    for (int y = from.y; y < target.y; ++y) {
        steps += "j";
    }
    play(steps);
    ASSERT_EQ(cursorCell(), target);
    play("t");
    EXPECT_EQ(app_.topScreenName(), "play");
    const std::vector<Item> there = app_.game().stage().itemsAt(target);
    ASSERT_EQ(there.size(), 1u);
    EXPECT_EQ(there.front().kind->id, "dart");
}

// Wherever the cursor is, the cells lit are the game's preview: the path and
// what it would strike, and nothing else.
TEST_F(AimingScreens, TheGlowIsExactlyThePreviewWhereverTheCursorGoes) {
    play("ibf");
    ASSERT_EQ(app_.topScreenName(), "aim");
    const Aimed bow{Aimed::Kind::Bow};
    for (const char* move : {"", "h", "hh", "k", "kk", "kkk", "jjjj", "lllll"}) {
        play(move);
        SCOPED_TRACE(std::string("after ") + move);
        CellBuffer frame(80, 24);
        app_.draw(frame);
        ASSERT_TRUE(frame.cursor.has_value());
        const Point at = app_.lastFrame().camera.floorCellAt(*frame.cursor).value_or(Point{-1, -1});
        const AimReach reach = app_.game().foresight().reachOf(bow, at);
        std::vector<Point> expected = reach.path;
        expected.insert(expected.end(), reach.struck.begin(), reach.struck.end());
        std::vector<Point> lit;
        for (const Highlight& glow : frame.highlights()) {
            if (const auto cell = app_.lastFrame().camera.floorCellAt(glow.cell)) {
                lit.push_back(*cell);
            }
        }
        const auto byPlace = [](Point a, Point b) {
            return std::pair(a.y, a.x) < std::pair(b.y, b.x);
        };
        std::ranges::sort(expected, byPlace);
        expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
        std::ranges::sort(lit, byPlace);
        lit.erase(std::unique(lit.begin(), lit.end()), lit.end());
        EXPECT_EQ(lit, expected);
    }
}

TEST_F(AimingScreens, LookingDescribesWhatTheCursorRestsOnAndTakesNoTurn) {
    const int turn = app_.game().turn();
    play("x");
    ASSERT_EQ(app_.topScreenName(), "look");
    CellBuffer frame(80, 24);
    app_.draw(frame);
    std::ostringstream text;
    printFrame(frame, text);
    EXPECT_NE(text.str().find("sleeper (asleep)"), std::string::npos) << text.str();
    play("<Esc>");
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().turn(), turn);
}

}  // namespace
}  // namespace delve
