// The play screen asks before a command beside a sleeping monster, and the
// travel preview shows no way where a click would be refused.
#include <gtest/gtest.h>

#include "keep/state_hash.h"
#include "support/pressing.h"
#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

#include "ui/app.h"
#include "ui/text/hover_text.h"

namespace delve {
namespace {

// A room with a monster in it and a door to a room not yet seen, so there is
// something left to explore.
std::string roomWith(const std::string& kind) {
    return "##############\n"
           "#@......#....#\n"
           "#.......+....#\n"
           "#.....m.#....#\n"
           "##############\n"
           "legend|m|monster|" +
           kind + "\nend\n";
}

App questionsAppOn(const testing::TempLevel& level) {
    return App(GameOptions{5, "fighter", level.level(), testing::rules()}, StartChoices{},
               DrawStyle{});
}

using testing::press;

TEST(CommandQuestions, ExploringBesideASleeperAsksAndYesGoes) {
    const testing::TempLevel level("question_yes", roomWith("sleeper"));
    App app = questionsAppOn(level);
    press(app, U'o');
    EXPECT_EQ(app.topScreenName(), "confirm");
    EXPECT_FALSE(app.commandRunning());
    press(app, U'y');
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_TRUE(app.commandRunning());
}

TEST(CommandQuestions, NoLeavesEverythingAsItWas) {
    const testing::TempLevel level("question_no", roomWith("sleeper"));
    App app = questionsAppOn(level);
    const auto hash = stateHash(app.game());
    press(app, U'o');
    press(app, U'n');
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_FALSE(app.commandRunning());
    EXPECT_EQ(stateHash(app.game()), hash);
}

TEST(CommandQuestions, AnAwakeMonsterIsRefusedWithoutAQuestion) {
    const testing::TempLevel level("question_awake", roomWith("guard"));
    App app = questionsAppOn(level);
    press(app, U'o');
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_FALSE(app.commandRunning());
    EXPECT_EQ(testing::lastText(app.game()),
              "You cannot explore with a guard in view, 5 cells east.");
}

TEST(CommandQuestions, NoWayIsDrawnWhereTravelWouldBeRefusedAndThePanelSaysWhy) {
    const testing::TempLevel level("question_preview", roomWith("guard"));
    App app = questionsAppOn(level);
    CellBuffer frame(80, 24);
    app.draw(frame);
    const Point goal{3, 3};
    app.handle(InputEvent::hover(app.lastFrame().camera.screenCellOf(goal).value()));
    frame = CellBuffer(80, 24);
    app.draw(frame);
    EXPECT_TRUE(frame.highlights().empty());
    EXPECT_EQ(hoverText(app.game(), goal),
              "You see the floor. You cannot travel with a guard in view, 5 cells east.");
}

TEST(CommandQuestions, BesideASleeperTheWayIsDrawnForAClickThatWillAsk) {
    const testing::TempLevel level("question_preview_sleeper", roomWith("sleeper"));
    App app = questionsAppOn(level);
    CellBuffer frame(80, 24);
    app.draw(frame);
    app.handle(InputEvent::hover(app.lastFrame().camera.screenCellOf({3, 3}).value()));
    frame = CellBuffer(80, 24);
    app.draw(frame);
    EXPECT_FALSE(frame.highlights().empty());
    EXPECT_EQ(hoverText(app.game(), {3, 3}), "You see the floor.");
}

}  // namespace
}  // namespace delve
