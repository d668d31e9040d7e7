// Keys of the player's own: given on the keys screen (refused when kept or
// another command's), read in play, shown by the help, and recorded as the
// default keys, so a recording replays the same whatever the settings.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "keep/state_hash.h"
#include "support/frame_text.h"
#include "support/pressing.h"
#include "support/replaying.h"
#include "support/settings_doubles.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/input/key_help.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

using testing::MemoryKeeper;
using testing::press;
using testing::TextRecorder;

// A key from the player at the keyboard, read through their keymap.
void playerPresses(App& app, Key key) {
    app.handlePlayers(InputEvent::keyPress(key));
}

std::size_t lineOf(Intent intent) {
    const auto intents = allIntents();
    return static_cast<std::size_t>(std::find(intents.begin(), intents.end(), intent) -
                                    intents.begin());
}

class KeysScreenTest : public ::testing::Test {
  protected:
    KeysScreenTest()
        : app_(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, {}) {
        app_.settings().setKeeper(keeper_);
    }

    // From play: Esc, s (the settings), then the keys line.
    void openTheKeys() {
        press(app_, Key::named(KeyCode::Escape));
        press(app_, U's');
        press(app_, U'g');
        ASSERT_EQ(app_.topScreenName(), "keys");
    }

    void choose(Intent intent) {
        press(app_, Key::named(KeyCode::Home));
        for (std::size_t i = 0; i < lineOf(intent); ++i) {
            press(app_, Key::named(KeyCode::Down));
        }
    }

    void backToPlay() {
        while (app_.topScreenName() != "play") {
            press(app_, Key::named(KeyCode::Escape));
        }
    }

    const ScopedCatalog restore_{Catalog()};
    MemoryKeeper keeper_;
    App app_;
};

TEST_F(KeysScreenTest, AKeyGivenThereGivesItsCommandInPlayAndTheHelpShowsIt) {
    openTheKeys();
    choose(Intent::Search);
    press(app_, Key::named(KeyCode::Enter));
    press(app_, Key::named(KeyCode::F2));
    EXPECT_EQ(app_.settings().keymap().keysFor(Intent::Search),
              (std::vector<Key>{Key::of(U's'), Key::named(KeyCode::F2)}));
    ASSERT_FALSE(keeper_.kept.empty());
    EXPECT_EQ(keeper_.kept.back().ownKeys.size(), 1u);
    EXPECT_NE(testing::frameOf(app_, 100, 46).find("s or F2"), std::string::npos)
        << testing::frameOf(app_, 100, 46);

    backToPlay();
    const int turn = app_.game().turn();
    playerPresses(app_, Key::named(KeyCode::F2));
    EXPECT_EQ(app_.game().turn(), turn + 1);
    playerPresses(app_, Key::of(U'?'));
    EXPECT_EQ(app_.topScreenName(), "help");
    EXPECT_NE(testing::frameOf(app_, 100, 46).find("s or F2"), std::string::npos)
        << testing::frameOf(app_, 100, 46);
}

TEST_F(KeysScreenTest, AKeyAnotherCommandHoldsIsRefusedNamingThatCommand) {
    openTheKeys();
    choose(Intent::Look);
    press(app_, Key::named(KeyCode::Enter));
    press(app_, Key::of(U'o'));
    EXPECT_EQ(app_.settings().keymap().keysFor(Intent::Look), std::vector<Key>{Key::of(U'x')});
    EXPECT_TRUE(keeper_.kept.empty());
    EXPECT_NE(
        testing::frameOf(app_, 100, 46).find("o already gives: explore until something happens."),
        std::string::npos)
        << testing::frameOf(app_, 100, 46);
}

TEST_F(KeysScreenTest, AKeptKeyIsRefused) {
    openTheKeys();
    choose(Intent::Explore);
    press(app_, Key::named(KeyCode::Enter));
    press(app_, Key::named(KeyCode::Tab));
    EXPECT_EQ(app_.settings().keymap().keysFor(Intent::Explore), std::vector<Key>{Key::of(U'o')});
    EXPECT_NE(testing::frameOf(app_, 100, 46).find("Tab keeps its meaning on every screen."),
              std::string::npos);
}

TEST_F(KeysScreenTest, BackspaceTakesTheLastKeyAwayAndEscNeverMinds) {
    openTheKeys();
    choose(Intent::PickUp);
    press(app_, Key::named(KeyCode::Backspace));
    EXPECT_EQ(app_.settings().keymap().keysFor(Intent::PickUp), std::vector<Key>{Key::of(U'g')});
    press(app_, Key::named(KeyCode::Enter));
    press(app_, Key::named(KeyCode::Escape));
    EXPECT_EQ(app_.topScreenName(), "keys");
    EXPECT_EQ(app_.settings().keymap().keysFor(Intent::PickUp), std::vector<Key>{Key::of(U'g')});
}

TEST_F(KeysScreenTest, AnotherPresetTakesThePlaceOfThePlayersOwnKeys) {
    Settings settings = app_.settings().current();
    ASSERT_FALSE(bindKeys(settings, Intent::Explore, {Key::named(KeyCode::F2)}));
    app_.settings().change(settings);
    press(app_, Key::named(KeyCode::Escape));
    press(app_, U's');
    press(app_, U'f');  // the key preset
    EXPECT_EQ(app_.settings().current().keyPreset, KeyPreset::Numpad);
    EXPECT_TRUE(app_.settings().current().ownKeys.empty());
}

TEST_F(KeysScreenTest, AKeyThePlayerMovedGivesNothingAndAPlayersKeyIsRecordedAsTheDefault) {
    Settings settings = app_.settings().current();
    ASSERT_FALSE(bindKeys(settings, Intent::Search, {Key::of(U'e')}));
    app_.settings().change(settings);
    TextRecorder recorder;
    app_.keeping().setRecorder(recorder);
    const int turn = app_.game().turn();
    playerPresses(app_, Key::of(U's'));  // no longer search
    EXPECT_EQ(app_.game().turn(), turn);
    playerPresses(app_, Key::of(U'e'));
    EXPECT_EQ(app_.game().turn(), turn + 1);
    app_.keeping().finishRecording();
    EXPECT_NE(recorder.text.find("input s\n"), std::string::npos) << recorder.text;
    EXPECT_EQ(recorder.text.find("input e\n"), std::string::npos) << recorder.text;

    // Replayed where the keys are the default ones, it ends the same.
    EXPECT_EQ(stateHash(testing::replayOf(recorder.text)->game()), stateHash(app_.game()));
}

}  // namespace
}  // namespace delve
