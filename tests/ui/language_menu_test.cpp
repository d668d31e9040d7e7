// The Esc menu's language: the list of languages in their own names, a
// choice in use at once and kept, no turn taken, nothing recorded.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "keep/state_hash.h"
#include "support/build_folders.h"
#include "support/frame_text.h"
#include "support/pressing.h"
#include "support/settings_doubles.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"
#include "ui/keeping/run_recorder.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

using testing::CatalogsIn;
using testing::MemoryKeeper;
using testing::TextRecorder;

const CatalogsIn kGameCatalogs(testing::kLocaleFolder);
const CatalogsIn kMenuTestCatalogs(testing::kTestCatalogsFolder);

using testing::press;
void openTheList(App& app) {
    press(app, Key::named(KeyCode::Escape));
    press(app, U'l');
}

// The whole screen of the largest layout.
std::string menuFrameOf(const App& app) {
    return testing::frameOf(app, 100, 46);
}

// The words inside the boxes on screen, lines joined by single blanks, so a
// sentence can be found wherever it was wrapped.
std::string boxWords(const App& app) {
    CellBuffer frame(100, 46);
    app.draw(frame);
    std::string words;
    for (const std::string& row : frame.textRows()) {
        const std::size_t left = row.find("| ");
        const std::size_t right = row.rfind(" |");
        if (left == std::string::npos || right == std::string::npos || right <= left) {
            continue;
        }
        for (char c : row.substr(left + 2, right - left - 2) + " ") {
            if (c != ' ' || (!words.empty() && words.back() != ' ')) {
                words += c;
            }
        }
    }
    return words;
}

class LanguageMenu : public ::testing::Test {
  protected:
    LanguageMenu()
        : app_(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, {}) {
        app_.settings().setKeeper(keeper_);
        app_.settings().setCatalogs(kGameCatalogs);
    }

    // Whatever a test puts in use is put back.
    const ScopedCatalog restore_{Catalog()};
    MemoryKeeper keeper_;
    App app_;
};

TEST_F(LanguageMenu, TheMenuNamesTheLanguageInUseInItsOwnName) {
    press(app_, Key::named(KeyCode::Escape));
    EXPECT_NE(menuFrameOf(app_).find("l  language: English"), std::string::npos)
        << menuFrameOf(app_);
    useCatalog(Catalog(Language::Bulgarian, testing::kLocaleFolder));
    EXPECT_NE(menuFrameOf(app_).find("l  език: Български"), std::string::npos) << menuFrameOf(app_);
}

TEST_F(LanguageMenu, LOpensTheListOfTheFourLanguagesEachInItsOwnName) {
    openTheList(app_);
    EXPECT_EQ(app_.topScreenName(), "languages");
    const std::string frame = menuFrameOf(app_);
    for (const char* line : {"a  Български", "b  Deutsch", "c  English", "d  Español"}) {
        EXPECT_NE(frame.find(line), std::string::npos) << line << "\n" << frame;
    }
}

TEST_F(LanguageMenu, ALetterChoosesAtOnceKeepsTheChoiceAndTakesNoTurn) {
    press(app_, U'j');
    const int turn = app_.game().turn();
    const std::uint64_t hash = stateHash(app_.game());
    openTheList(app_);
    press(app_, U'b');
    EXPECT_EQ(currentLanguage(), Language::German);
    EXPECT_EQ(app_.topScreenName(), "menu");
    ASSERT_EQ(keeper_.kept.size(), 1u);
    EXPECT_EQ(keeper_.kept[0].language, Language::German);
    EXPECT_EQ(app_.game().turn(), turn);
    EXPECT_EQ(stateHash(app_.game()), hash);
    EXPECT_NE(menuFrameOf(app_).find("l  Sprache: Deutsch"), std::string::npos)
        << menuFrameOf(app_);
}

TEST_F(LanguageMenu, EnterChoosesTheHighlightedLanguageWhichStartsAtTheOneInUse) {
    openTheList(app_);
    press(app_, Key::named(KeyCode::Down));  // from English to Español
    press(app_, Key::named(KeyCode::Enter));
    EXPECT_EQ(currentLanguage(), Language::Spanish);
    press(app_, U'l');
    press(app_, Key::named(KeyCode::Up));
    press(app_, Key::named(KeyCode::Up));  // from Español past English to Deutsch
    press(app_, Key::named(KeyCode::Enter));
    EXPECT_EQ(currentLanguage(), Language::German);
}

TEST_F(LanguageMenu, EscGoesBackToTheMenuWithNothingChanged) {
    openTheList(app_);
    press(app_, Key::named(KeyCode::Down));
    press(app_, Key::named(KeyCode::Escape));
    EXPECT_EQ(app_.topScreenName(), "menu");
    EXPECT_EQ(currentLanguage(), Language::English);
    EXPECT_TRUE(keeper_.kept.empty());
}

TEST_F(LanguageMenu, AMissingCatalogLeavesTheLanguageAsItWasAndSaysWhy) {
    app_.settings().setCatalogs(kMenuTestCatalogs);
    openTheList(app_);
    press(app_, U'd');
    EXPECT_EQ(currentLanguage(), Language::English);
    EXPECT_EQ(app_.topScreenName(), "languages");
    EXPECT_TRUE(keeper_.kept.empty());
    // The reason names the catalog's path, so where it wraps in the box
    // depends on the build's folder: read the box's lines as one text.
    std::string said = menuFrameOf(app_);
    std::replace_if(
        said.begin(), said.end(), [](char c) { return c == '|' || c == '\n'; }, ' ');
    said.erase(
        std::unique(said.begin(), said.end(), [](char a, char b) { return a == ' ' && b == ' '; }),
        said.end());
    EXPECT_NE(said.find("no catalog for Español"), std::string::npos) << menuFrameOf(app_);
    // The others are there.
    press(app_, U'a');
    EXPECT_EQ(currentLanguage(), Language::Bulgarian);
    EXPECT_EQ(app_.topScreenName(), "menu");
}

TEST_F(LanguageMenu, WithNoCatalogsKnownOnlyEnglishCanBeChosen) {
    App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, {});
    openTheList(app);
    press(app, U'b');
    EXPECT_EQ(currentLanguage(), Language::English);
    EXPECT_EQ(app.topScreenName(), "languages");
    press(app, U'c');
    EXPECT_EQ(app.topScreenName(), "menu");
}

TEST_F(LanguageMenu, ATerminalThatShowsOnlyAsciiOffersOnlyEnglish) {
    app_.presentation().setStyle(DrawStyle{true, FogGlyphs::Terrain, true});
    openTheList(app_);
    const std::string frame = menuFrameOf(app_);
    EXPECT_NE(frame.find("a  bg (needs a terminal whose locale is UTF-8)"), std::string::npos)
        << frame;
    EXPECT_EQ(frame.find("Български"), std::string::npos) << frame;
    press(app_, U'b');
    EXPECT_EQ(currentLanguage(), Language::English);
    EXPECT_TRUE(keeper_.kept.empty());
    EXPECT_NE(menuFrameOf(app_).find("cannot show the letters of \"de\""), std::string::npos)
        << menuFrameOf(app_);
    press(app_, U'c');
    EXPECT_EQ(app_.topScreenName(), "menu");
}

TEST_F(LanguageMenu, SettingsThatCouldNotBeReadAreSaidToBeWrittenAnewBeforeAChoice) {
    MemoryKeeper broken({"/home/ann/.config/delve/settings.toml:1:12: unknown language \"fr\""});
    app_.settings().setKeeper(broken);
    openTheList(app_);
    const std::string words = boxWords(app_);
    EXPECT_NE(words.find("A setting could not be read and keeps its default "
                         "(/home/ann/.config/delve/settings.toml:1:12: unknown language \"fr\"). "
                         "Changing a setting writes the file anew."),
              std::string::npos)
        << words;
    press(app_, U'b');
    ASSERT_EQ(broken.kept.size(), 1u);
    press(app_, U'l');
    EXPECT_EQ(boxWords(app_).find("could not be read"), std::string::npos) << boxWords(app_);
}

TEST_F(LanguageMenu, AChoiceThatCannotBeKeptIsInUseAllTheSameAndSaysSo) {
    keeper_.full = true;
    openTheList(app_);
    press(app_, U'a');
    EXPECT_EQ(currentLanguage(), Language::Bulgarian);
    EXPECT_EQ(app_.topScreenName(), "languages");
    // Said in the language just chosen, the keeper's reason as it gave it.
    EXPECT_NE(boxWords(app_).find("В сила е, но не можа да се запази за следващия път: the disk "
                                  "is full"),
              std::string::npos)
        << boxWords(app_);
}

TEST_F(LanguageMenu, TheListIsNotRecordedSoTheRunReplaysToTheSameHash) {
    TextRecorder recorder;
    app_.keeping().setRecorder(recorder);
    press(app_, U'j');
    openTheList(app_);
    press(app_, Key::named(KeyCode::Down));
    press(app_, U'b');
    press(app_, U'r');  // the menu closes
    press(app_, U'l');
    app_.keeping().finishRecording();
    EXPECT_EQ(currentLanguage(), Language::German);

    useCatalog(Catalog());
    Replay replay(readRecording(recorder.text, "test.rec", testing::rules()));
    App again(Replay::optionsFor(replay.recording(), testing::rules(), testing::levelFromFile),
              StartChoices{}, {});
    again.settings().setCatalogs(kGameCatalogs);
    replay.begin(again);
    while (!replay.finished(again)) {
        replay.playNext(again);
        EXPECT_NE(again.topScreenName(), "languages");
    }
    EXPECT_EQ(replay.mismatch(again), std::nullopt) << recorder.text;
    EXPECT_EQ(again.game().turn(), app_.game().turn());
    EXPECT_EQ(currentLanguage(), Language::English) << "the replay chose no language";
}

}  // namespace
}  // namespace delve
