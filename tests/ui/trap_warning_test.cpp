// Travel and explore ask first when their way passes beside a known trap,
// if the player wants to be asked; the question is off the record, so the
// run's recording holds only the command that went ahead.
#include <gtest/gtest.h>

#include "keep/state_hash.h"
#include "support/frame_text.h"
#include "support/replaying.h"
#include "support/settings_doubles.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"

namespace delve {
namespace {

// The way to the door, the edge of what the hero has seen, passes beside
// the known gas trap, whose burst reaches the cells beside it.
constexpr const char* kGasByTheWay =
    "###########\n"
    "#@....#...#\n"
    "#...^.+...#\n"
    "#.....#...#\n"
    "###########\n"
    "legend|^|trap|confusion_gas|known\n"
    "end\n";

void playerPresses(App& app, char32_t key) {
    app.handlePlayers(InputEvent::keyPress(Key::of(key)));
}

void finishCommand(App& app) {
    while (app.commandRunning()) {
        app.stepCommand();
    }
}

class TrapWarning : public ::testing::Test {
  protected:
    TrapWarning() { app_.settings().setKeeper(keeper_); }

    testing::TempLevel level_{"trap_warning", kGasByTheWay};
    testing::MemoryKeeper keeper_;
    App app_{GameOptions{4, "fighter", level_.level(), testing::rules()}, StartChoices{},
             DrawStyle{true}};
};

TEST_F(TrapWarning, ExploreAsksBeforePassingAKnownTrapAndNoKeepsTheHeroStill) {
    playerPresses(app_, U'o');
    EXPECT_EQ(app_.topScreenName(), "confirm");
    const std::string frame = testing::frameOf(app_);
    EXPECT_NE(frame.find("Pass the trap?"), std::string::npos) << frame;
    EXPECT_NE(frame.find("(confusion gas"), std::string::npos) << frame;
    playerPresses(app_, U'n');
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().turn(), 0);
    EXPECT_FALSE(app_.commandRunning());
}

TEST_F(TrapWarning, YesExploresAndOnlyTheCommandIsRecorded) {
    testing::TextRecorder recorder;
    app_.keeping().setRecorder(recorder);
    playerPresses(app_, U'o');
    playerPresses(app_, U'y');
    finishCommand(app_);
    EXPECT_GT(app_.game().turn(), 0);
    app_.keeping().finishRecording();
    EXPECT_NE(recorder.text.find("input o\n"), std::string::npos) << recorder.text;
    EXPECT_EQ(recorder.text.find("input y\n"), std::string::npos) << recorder.text;
    // A replay, which never asks, ends where the run did.
    EXPECT_EQ(stateHash(testing::replayOf(recorder.text)->game()), stateHash(app_.game()));
}

TEST_F(TrapWarning, IsAskedOncePerTrapOnAFloorHoweverOftenTheCommandStartsAgain) {
    playerPresses(app_, U'o');
    playerPresses(app_, U'y');
    ASSERT_TRUE(app_.commandRunning());
    app_.stepCommand();
    playerPresses(app_, U'.');  // a key stops it before it passes the trap
    ASSERT_FALSE(app_.commandRunning());
    ASSERT_NE(app_.game().foresight().knownTrapBeside(app_.game().foresight().exploreRoute()),
              nullptr)
        << "the way still passes the trap";
    playerPresses(app_, U'o');
    EXPECT_EQ(app_.topScreenName(), "play") << "the same trap is not asked about again";
    EXPECT_TRUE(app_.commandRunning());
}

TEST_F(TrapWarning, ATrapThatCannotReachFromBesideIsPassedWithoutAsking) {
    const testing::TempLevel net{"trap_warning_net",
                                 "###########\n"
                                 "#@....#...#\n"
                                 "#...^.+...#\n"
                                 "#.....#...#\n"
                                 "###########\n"
                                 "legend|^|trap|net|known\n"
                                 "end\n"};
    App app{GameOptions{4, "fighter", net.level(), testing::rules()}, StartChoices{},
            DrawStyle{true}};
    playerPresses(app, U'o');
    EXPECT_NE(app.topScreenName(), "confirm") << "a net holds only who steps on it";
    EXPECT_TRUE(app.commandRunning() || app.game().turn() > 0);
}

TEST_F(TrapWarning, WithTheSettingOffExploreGoesWithoutAsking) {
    Settings settings = app_.settings().current();
    settings.askBesideTraps = false;
    app_.settings().change(settings);
    playerPresses(app_, U'o');
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_TRUE(app_.commandRunning() || app_.game().turn() > 0);
}

TEST_F(TrapWarning, AWayFarFromEveryTrapAsksNothing) {
    const testing::TempLevel clear{"trap_warning_clear",
                                   "###########\n"
                                   "#@....#...#\n"
                                   "#.....+...#\n"
                                   "#...^.#...#\n"
                                   "###########\n"
                                   "legend|^|trap|confusion_gas|known\n"
                                   "end\n"};
    App app{GameOptions{4, "fighter", clear.level(), testing::rules()}, StartChoices{},
            DrawStyle{true}};
    EXPECT_EQ(app.game().foresight().knownTrapBeside(app.game().foresight().exploreRoute()),
              nullptr);
    playerPresses(app, U'o');
    EXPECT_NE(app.topScreenName(), "confirm");
}

}  // namespace
}  // namespace delve
