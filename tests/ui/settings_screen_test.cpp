// The settings screen from the menu: each line turned by its keys, in use
// at once and kept, the language opening its list, nothing recorded; and
// Alt+Enter switching fullscreen from any screen.
#include <gtest/gtest.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "keep/state_hash.h"
#include "support/build_folders.h"
#include "support/frame_text.h"
#include "support/pressing.h"
#include "support/replaying.h"
#include "support/settings_doubles.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/input/keymap.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"
#include "ui/keeping/run_recorder.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

using testing::CatalogsIn;
using testing::MemoryKeeper;
using testing::TextRecorder;

using testing::press;

const CatalogsIn kSettingsCatalogs(testing::kLocaleFolder);

std::string settingsFrameOf(const App& app) {
    return testing::frameOf(app, 100, 46);
}

class SettingsScreenTest : public ::testing::Test {
  protected:
    SettingsScreenTest()
        : app_(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, {}) {
        app_.settings().setKeeper(keeper_);
        app_.settings().setCatalogs(kSettingsCatalogs);
    }

    void openTheSettings() {
        press(app_, Key::named(KeyCode::Escape));
        press(app_, U's');
        ASSERT_EQ(app_.topScreenName(), "settings");
    }

    const ScopedCatalog restore_{Catalog()};
    MemoryKeeper keeper_;
    App app_;
};

TEST_F(SettingsScreenTest, TheMenuOpensItAndItShowsEverySettingWithItsValue) {
    openTheSettings();
    const std::string frame = settingsFrameOf(app_);
    for (const char* line : {"a  language: English", "b  animation: normal", "c  sound: on",
                             "d  volume: 100%", "e  fullscreen: off"}) {
        EXPECT_NE(frame.find(line), std::string::npos) << line << "\n" << frame;
    }
    press(app_, Key::named(KeyCode::Escape));
    EXPECT_EQ(app_.topScreenName(), "menu");
}

TEST_F(SettingsScreenTest, RightAndLeftTurnTheHighlightedSettingAndEachTurnIsKept) {
    openTheSettings();
    press(app_, Key::named(KeyCode::Down));  // animation
    press(app_, Key::named(KeyCode::Right));
    EXPECT_EQ(app_.settings().current().animation, AnimationPace::Fast);
    press(app_, Key::named(KeyCode::Right));
    EXPECT_EQ(app_.settings().current().animation, AnimationPace::None) << "round again";
    press(app_, Key::named(KeyCode::Left));
    press(app_, Key::named(KeyCode::Left));
    EXPECT_EQ(app_.settings().current().animation, AnimationPace::Normal);
    ASSERT_EQ(keeper_.kept.size(), 4u);
    EXPECT_EQ(keeper_.kept.back().animation, AnimationPace::Normal);
    EXPECT_EQ(app_.game().turn(), 0) << "no turn passes";
}

TEST_F(SettingsScreenTest, ALettersTurnsItsLine) {
    openTheSettings();
    press(app_, U'c');
    EXPECT_FALSE(app_.settings().current().sound);
    press(app_, U'e');
    EXPECT_TRUE(app_.settings().current().fullscreen);
    EXPECT_NE(settingsFrameOf(app_).find("e  fullscreen: on"), std::string::npos)
        << settingsFrameOf(app_);
    press(app_, U'd');
    EXPECT_EQ(app_.settings().current().volume, 0) << "a letter comes round past the loudest";
    press(app_, Key::named(KeyCode::Left));
    EXPECT_EQ(app_.settings().current().volume, 0) << "Left stops at silence";
    press(app_, Key::named(KeyCode::Right));
    EXPECT_EQ(app_.settings().current().volume, 10);
}

TEST_F(SettingsScreenTest, RightStopsAtTheLoudest) {
    openTheSettings();
    press(app_, U'd');  // 0: a letter comes round
    for (int i = 0; i < 12; ++i) {
        press(app_, Key::named(KeyCode::Right));
    }
    EXPECT_EQ(app_.settings().current().volume, 100);
    press(app_, Key::named(KeyCode::Enter));
    EXPECT_EQ(app_.settings().current().volume, 0) << "Enter comes round";
}

TEST_F(SettingsScreenTest, TheLanguageLineOpensTheListOfLanguages) {
    openTheSettings();
    press(app_, Key::named(KeyCode::Enter));
    ASSERT_EQ(app_.topScreenName(), "languages");
    press(app_, U'b');  // Deutsch
    EXPECT_EQ(currentLanguage(), Language::German);
    EXPECT_EQ(app_.topScreenName(), "settings");
    EXPECT_EQ(app_.settings().current().language, Language::German);
    EXPECT_NE(settingsFrameOf(app_).find("Deutsch"), std::string::npos) << settingsFrameOf(app_);
}

TEST_F(SettingsScreenTest, AChangeThatCannotBeKeptIsInUseAllTheSameAndSaysSo) {
    keeper_.full = true;
    openTheSettings();
    press(app_, U'c');
    EXPECT_FALSE(app_.settings().current().sound);
    EXPECT_NE(settingsFrameOf(app_).find("could not be kept for next time"), std::string::npos)
        << settingsFrameOf(app_);
}

TEST_F(SettingsScreenTest, ItsKeysAreNotRecordedSoTheRunReplaysToTheSameHash) {
    TextRecorder recorder;
    app_.keeping().setRecorder(recorder);
    press(app_, U'j');
    openTheSettings();
    press(app_, U'b');
    press(app_, Key::named(KeyCode::Down));
    press(app_, Key::named(KeyCode::Escape));
    press(app_, U'r');  // the menu closes
    press(app_, U'l');
    app_.keeping().finishRecording();

    const auto again = testing::replayOf(recorder.text, [](const App& replayed) {
        EXPECT_NE(replayed.topScreenName(), "settings");
    });
    EXPECT_EQ(stateHash(again->game()), stateHash(app_.game()));
    EXPECT_EQ(again->topScreenName(), "play");
}

TEST_F(SettingsScreenTest, AltEnterSwitchesFullscreenOnAnyScreenOffTheRecord) {
    TextRecorder recorder;
    app_.keeping().setRecorder(recorder);
    press(app_, kFullscreenKey);
    EXPECT_TRUE(app_.settings().current().fullscreen);
    press(app_, Key::named(KeyCode::Escape));
    press(app_, kFullscreenKey);
    EXPECT_FALSE(app_.settings().current().fullscreen);
    EXPECT_EQ(app_.topScreenName(), "menu");
    ASSERT_EQ(keeper_.kept.size(), 2u);
    press(app_, U'r');
    app_.keeping().finishRecording();
    EXPECT_EQ(recorder.text.find("Enter"), std::string::npos) << recorder.text;
}

TEST_F(SettingsScreenTest, AltEnterDoesNotStopARunningCommand) {
    press(app_, U'o');  // explore
    ASSERT_TRUE(app_.commandRunning());
    press(app_, kFullscreenKey);
    EXPECT_TRUE(app_.commandRunning());
    EXPECT_TRUE(app_.settings().current().fullscreen);
}

}  // namespace
}  // namespace delve
