// Multi-turn commands seen from the ui: keys start them, the frontend steps
// them, any key or click stops them, the mouse moving does not.
#include <gtest/gtest.h>

#include <sstream>

#include <nlohmann/json.hpp>

#include "frontend/headless/headless_run.h"
#include "support/pressing.h"
#include "support/printers.h"
#include "support/run_delve.h"
#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/input/key_help.h"
#include "ui/input/keymap.h"
#include "ui/views/layout.h"
#include "ui/views/map_view.h"

namespace delve {
namespace {

const char* const kCommandTwoRooms =
    "####################\n"
    "#@.....#...........#\n"
    "#......+...........#\n"
    "#......#...........#\n"
    "####################\n";

App appOn(const testing::TempLevel& level) {
    return App(GameOptions{5, "fighter", level.level(), testing::rules()}, StartChoices{},
               DrawStyle{});
}

using testing::press;

Point screenCellFor(App& app, Point floorCell) {
    CellBuffer frame(80, 24);
    app.draw(frame);
    return *app.lastFrame().camera.screenCellOf(floorCell);
}

TEST(CommandApp, OStartsExploringAndEachStepIsATurn) {
    const testing::TempLevel level("app_explore", kCommandTwoRooms);
    App app = appOn(level);
    press(app, U'o');
    ASSERT_TRUE(app.commandRunning());
    EXPECT_EQ(app.game().turn(), 0);
    app.stepCommand();
    EXPECT_EQ(app.game().turn(), 1);
}

TEST(CommandApp, AKeyStopsTheCommandAndDoesNothingElse) {
    const testing::TempLevel level("app_stop", kCommandTwoRooms);
    App app = appOn(level);
    press(app, U'o');
    app.stepCommand();
    const Point at = app.game().hero().position;
    press(app, U'j');
    EXPECT_FALSE(app.commandRunning());
    EXPECT_EQ(app.game().hero().position, at) << "the key did not also walk";
    EXPECT_EQ(app.game().turn(), 1);
    app.stepCommand();
    EXPECT_EQ(app.game().turn(), 1) << "nothing left to step";
    press(app, U'j');
    EXPECT_EQ(app.game().turn(), 2) << "the next key walks again";
}

TEST(CommandApp, TheMouseMovingDoesNotStopIt) {
    const testing::TempLevel level("app_hover", kCommandTwoRooms);
    App app = appOn(level);
    press(app, U'o');
    app.handle(InputEvent::hover({10, 5}));
    EXPECT_TRUE(app.commandRunning());
    app.handle(InputEvent::click({10, 5}));
    EXPECT_FALSE(app.commandRunning()) << "a click stops it, as a key does";
    EXPECT_EQ(app.game().turn(), 0);
}

TEST(CommandApp, AClickOnTheMapTravelsThere) {
    const testing::TempLevel level("app_click", kCommandTwoRooms);
    App app = appOn(level);
    app.handle(InputEvent::click(screenCellFor(app, {5, 3})));
    ASSERT_TRUE(app.commandRunning());
    while (app.commandRunning()) {
        app.stepCommand();
    }
    EXPECT_EQ(app.game().hero().position, (Point{5, 3}));
    EXPECT_EQ(app.game().turn(), 4);
    app.handle(InputEvent::click(screenCellFor(app, {5, 3})));
    EXPECT_FALSE(app.commandRunning());
    EXPECT_EQ(app.notes().back().text, "That is you.");
}

TEST(CommandApp, RIsRestAndTheHelpNamesTheNewKeys) {
    const testing::TempLevel level("app_rest", kCommandTwoRooms);
    App app = appOn(level);
    press(app, U'R');
    EXPECT_FALSE(app.commandRunning());
    EXPECT_EQ(testing::lastText(app.game()), "You are already at full health.");
    bool rest = false;
    bool explore = false;
    for (const KeyHelp& row : keyHelp(Keymap())) {
        rest = rest || row.keys == "R";
        explore = explore || row.keys == "o";
    }
    EXPECT_TRUE(rest);
    EXPECT_TRUE(explore);
}

TEST(CommandApp, HeadlessRunsACommandToItsEndAtOnce) {
    const testing::TempLevel level("app_headless", kCommandTwoRooms);
    App app = appOn(level);
    std::ostringstream out;
    runHeadless(app, HeadlessOptions{"o", true, false, 80, 24}, out);
    EXPECT_FALSE(app.commandRunning());
    const auto state = nlohmann::json::parse(out.str());
    EXPECT_EQ(state["messages"].back(), "Explored.");
    EXPECT_GT(state["turn"].get<int>(), 10);
}

TEST(CommandApp, HeadlessExploresUntilStopped) {
    const auto result = testing::runDelve("--headless --seed 7 --class fighter --keys o --dump");
    ASSERT_EQ(result.status, 0) << result.output;
    const auto state = nlohmann::json::parse(result.output);
    EXPECT_GT(state["turn"].get<int>(), 0);
    // What the monsters did after the stop may follow its line.
    bool stopSaid = false;
    for (const std::string line : state["messages"]) {
        stopSaid = stopSaid || line.starts_with("You stop") || line.starts_with("Explored");
    }
    EXPECT_TRUE(stopSaid) << state["messages"].dump();
}

}  // namespace
}  // namespace delve
