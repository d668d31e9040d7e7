// Every screen, drawn at the smallest size the game accepts, at 80x24, at
// 100x46 and at a few odd shapes: no word is cut in the middle or lost at an
// edge, and a box covers all that is under it, the cells beside its frame
// included.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "content/rules_loader.h"
#include "core/utf8.h"
#include "support/dying.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/screens/adventure_screen.h"
#include "ui/screens/character_screen.h"
#include "ui/screens/class_screen.h"
#include "ui/screens/confirm_screen.h"
#include "ui/screens/continue_screen.h"
#include "ui/screens/death_screen.h"
#include "ui/screens/help_screen.h"
#include "ui/screens/language_screen.h"
#include "ui/screens/menu_screen.h"
#include "ui/screens/message_history_screen.h"
#include "ui/screens/name_screen.h"
#include "ui/screens/settings_screen.h"
#include "ui/views/layout.h"
#include "ui/views/view_titles.h"

namespace delve {
namespace {

struct Size {
    int columns;
    int rows;
};

void PrintTo(const Size& size, std::ostream* out) {
    *out << size.columns << "x" << size.rows;
}

// So wide and tall that nothing needs to wrap: the words a screen says.
constexpr Size kRoomy{300, 120};

using testing::shippedRules;

// A lit room full of monsters the hero sees from the start.
constexpr const char* kCrowd =
    "####################\n"
    "#@.................#\n"
    "#..r....g....s.....#\n"
    "#..h.....a....o....#\n"
    "#......z.....w.....#\n"
    "####################\n"
    "legend|r|monster|giant_white_rat\n"
    "legend|g|monster|goblin\n"
    "legend|s|monster|giant_scorpion\n"
    "legend|h|monster|hobgoblin\n"
    "legend|a|monster|giant_ant\n"
    "legend|o|monster|ogre\n"
    "legend|z|monster|zombie\n"
    "legend|w|monster|wraith\n"
    "end\n";

constexpr const char* kFitGoblinPit =
    "#######\n#@ggg.#\n#.ggg.#\n#######\nlegend|g|monster|goblin\nend\n";

constexpr const char* kLongMessage =
    "The hobgoblin misses you, and the giant white rat bites you, and somewhere in the dark "
    "a door creaks open as if something had been waiting for this very moment.";

// Words that only small screens show: the help's scrolling line, the side
// panel's count of monsters it had no room for, and the settings' count of
// problems in the file it had no room to tell.
const std::set<std::string> kSmallScreenWords = {"Up",    "Down", "more", "keys", "any",
                                                 "other", "key",  "back", "and",  "One",
                                                 "log",   "says", "which"};

const Cell kUnderneath{U'\u2592', Colour{1, 2, 3}, Colour{4, 5, 6}};

bool fitIsLetter(char32_t c) {
    return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z');
}

std::string frameText(const CellBuffer& frame) {
    std::string text;
    for (const std::string& row : frame.textRows()) {
        text += row + "\n";
    }
    return text;
}

// A run of letters on a row, and whether an ellipsis ends it.
struct LetterRun {
    std::string word;
    bool shortened = false;
    Point at;
};

std::vector<LetterRun> letterRuns(const CellBuffer& frame, const Rect& area) {
    std::vector<LetterRun> runs;
    for (int y = std::max(area.top(), 0); y < std::min(area.bottom(), frame.rows()); ++y) {
        LetterRun run;
        for (int x = std::max(area.left(), 0); x <= std::min(area.right(), frame.columns()); ++x) {
            const bool inside = x < std::min(area.right(), frame.columns());
            const char32_t c = inside ? frame.at({x, y}).glyph : U' ';
            if (fitIsLetter(c)) {
                if (run.word.empty()) {
                    run.at = {x, y};
                }
                appendUtf8(run.word, c);
                continue;
            }
            if (!run.word.empty()) {
                run.shortened = c == U'\u2026';
                runs.push_back(run);
                run = LetterRun{};
            }
        }
    }
    return runs;
}

void addWords(std::set<std::string>& words, const CellBuffer& frame, const Rect& area) {
    for (const LetterRun& run : letterRuns(frame, area)) {
        words.insert(run.word);
    }
}

// Every run of letters in `area` is a word the screen says when it has all
// the room it wants, or the start of one that ends in an ellipsis.
void expectWholeWords(const CellBuffer& frame, const Rect& area,
                      const std::set<std::string>& words) {
    for (const LetterRun& run : letterRuns(frame, area)) {
        if (run.shortened) {
            const bool starts = std::ranges::any_of(
                words, [&](const std::string& word) { return word.starts_with(run.word); });
            EXPECT_TRUE(starts) << "\"" << run.word << "…\" at " << run.at.x << "," << run.at.y
                                << " starts no word\n"
                                << frameText(frame);
        } else {
            EXPECT_TRUE(words.contains(run.word) || kSmallScreenWords.contains(run.word))
                << "\"" << run.word << "\" at " << run.at.x << "," << run.at.y
                << " is a word cut in the middle\n"
                << frameText(frame);
        }
    }
}

// Draws `screen` alone over a screen of cells it must cover, and checks that
// what it painted is one solid block: its box, with the ring of blank cells
// around the frame wherever the screen's edge leaves room for one. Returns
// the box.
Rect expectOneSolidBox(const App& app, const Screen& screen, Size size) {
    CellBuffer frame(size.columns, size.rows);
    frame.fill(kUnderneath);
    screen.draw(app, frame);
    EXPECT_EQ(frame.cutTexts(), 0) << frameText(frame);
    int left = size.columns, top = size.rows, right = -1, bottom = -1;
    for (int y = 0; y < size.rows; ++y) {
        for (int x = 0; x < size.columns; ++x) {
            if (frame.at({x, y}) != kUnderneath) {
                left = std::min(left, x);
                top = std::min(top, y);
                right = std::max(right, x);
                bottom = std::max(bottom, y);
            }
        }
    }
    EXPECT_GE(right, left) << "nothing was drawn";
    if (right < left) {
        return {};
    }
    int holes = 0;
    for (int y = top; y <= bottom; ++y) {
        for (int x = left; x <= right; ++x) {
            holes += frame.at({x, y}) == kUnderneath ? 1 : 0;
        }
    }
    EXPECT_EQ(holes, 0) << "the screen below shows through\n" << frameText(frame);
    // The frame's corners: the first and last '+' of the first row that
    // has one, and the row of the last '+' under the first.
    Rect box{-1, -1, 0, 0};
    for (int y = top; y <= bottom && box.x < 0; ++y) {
        for (int x = left; x <= right; ++x) {
            if (frame.at({x, y}).glyph == U'+') {
                box.x = box.x < 0 ? x : box.x;
                box.y = y;
                box.width = x - box.x + 1;
            }
        }
    }
    for (int y = box.y; y <= bottom && box.x >= 0; ++y) {
        if (frame.at({box.x, y}).glyph == U'+') {
            box.height = y - box.y + 1;
        }
    }
    EXPECT_GE(box.x, 0) << "no frame\n" << frameText(frame);
    EXPECT_GT(box.height, 1) << "no bottom to the frame\n" << frameText(frame);
    EXPECT_EQ(frame.at({box.right() - 1, box.bottom() - 1}).glyph, U'+') << frameText(frame);
    // Painted: the box and a ring of blanks around it where it sits over the
    // map view; where it reaches beyond, its rows across the whole screen,
    // so no word of the panel or the log is left cut by its edge.
    const Rect ring = box.grown(1);
    const Rect map = layoutFor(size.columns, size.rows).mapView;
    const bool overTheMap = ring.left() >= map.left() && ring.top() >= map.top() &&
                            ring.right() <= map.right() && ring.bottom() <= map.bottom();
    const Rect cleared = overTheMap ? ring : Rect{0, ring.y, size.columns, ring.height};
    const Rect expected{std::max(cleared.x, 0), std::max(cleared.y, 0),
                        std::min(cleared.right(), size.columns) - std::max(cleared.x, 0),
                        std::min(cleared.bottom(), size.rows) - std::max(cleared.y, 0)};
    EXPECT_EQ((Rect{left, top, right - left + 1, bottom - top + 1}), expected)
        << "painted beyond the box and the blanks around it, or no blanks beside the frame\n"
        << frameText(frame);
    for (int y = expected.top(); y < expected.bottom(); ++y) {
        for (int x = expected.left(); x < expected.right(); ++x) {
            if (!box.contains({x, y})) {
                EXPECT_EQ(frame.at({x, y}).glyph, U' ') << "the ring at " << x << "," << y;
            }
        }
    }
    return box;
}

// The words inside the box `screen` draws when the screen is roomy.
std::set<std::string> boxWords(const App& app, const Screen& screen) {
    CellBuffer frame(kRoomy.columns, kRoomy.rows);
    frame.fill(kUnderneath);
    screen.draw(app, frame);
    std::set<std::string> words;
    addWords(words, frame, {0, 0, kRoomy.columns, kRoomy.rows});
    return words;
}

class ScreensFit : public ::testing::TestWithParam<Size> {
  protected:
    ScreensFit()
        : crowd_("screens_fit_crowd", kCrowd),
          app_(GameOptions{2, "fighter", crowd_.level(), shippedRules()}, StartChoices{},
               DrawStyle{true}) {
        app_.announce(kLongMessage);
        app_.announce("You remember a closed door.");
    }

    Size size() const { return GetParam(); }

    // The App's whole frame at `size`, the mouse over the giant white rat.
    CellBuffer frameAt(Size at) {
        CellBuffer frame(at.columns, at.rows);
        app_.draw(frame);
        if (const auto rat = app_.lastFrame().camera.screenCellOf({3, 2})) {
            app_.handle(InputEvent::hover(*rat));
        }
        app_.draw(frame);
        return frame;
    }

    // The play screen's words, all of them, as a roomy screen shows them.
    std::set<std::string> playWords() {
        const CellBuffer roomy = frameAt(kRoomy);
        const Layout layout = layoutFor(kRoomy.columns, kRoomy.rows);
        std::set<std::string> words;
        addWords(words, roomy, layout.sidePanel);
        addWords(words, roomy, layout.messages);
        return words;
    }

    // `alsoSaid`: words only a small screen says on the play screen.
    void expectThePlayScreenFits(const std::set<std::string>& alsoSaid = {}) {
        std::set<std::string> words = playWords();
        words.insert(alsoSaid.begin(), alsoSaid.end());
        const CellBuffer frame = frameAt(size());
        EXPECT_EQ(frame.cutTexts(), 0) << frameText(frame);
        const Layout layout = layoutFor(size().columns, size().rows);
        expectWholeWords(frame, layout.sidePanel, words);
        expectWholeWords(frame, layout.messages, words);
    }

    // An overlay, opened by `keys` from the play screen: the App's frame
    // cuts nothing, and the screen alone is one solid box of whole words.
    void expectTheOverlayFits(const std::vector<Key>& keys, std::string_view name,
                              const Screen& alone) {
        for (const Key& key : keys) {
            app_.handle(InputEvent::keyPress(key));
        }
        ASSERT_EQ(app_.topScreenName(), name);
        const CellBuffer frame = frameAt(size());
        EXPECT_EQ(frame.cutTexts(), 0) << frameText(frame);
        const std::set<std::string> words = boxWords(app_, alone);
        const Rect box = expectOneSolidBox(app_, alone, size());
        CellBuffer only(size().columns, size().rows);
        alone.draw(app_, only);
        expectWholeWords(only, box, words);
    }

    // A screen that covers the whole picture.
    void expectTheOpaqueScreenFits(const Screen& screen) {
        const std::set<std::string> words = boxWords(app_, screen);
        expectOneSolidBox(app_, screen, size());
        CellBuffer frame(size().columns, size().rows);
        screen.draw(app_, frame);
        EXPECT_EQ(frame.cutTexts(), 0) << frameText(frame);
        expectWholeWords(frame, {0, 0, size().columns, size().rows}, words);
    }

    testing::TempLevel crowd_;
    App app_;
};

TEST_P(ScreensFit, ThePlayScreenWithACrowdInViewAndTheMouseOverOne) {
    expectThePlayScreenFits();
}

TEST_P(ScreensFit, ThePlayScreenOfAReplay) {
    app_.presentation().setReplayProgress({120, 2000});
    expectThePlayScreenFits();
    const CellBuffer frame = frameAt(size());
    EXPECT_NE(frameText(frame).find("step 120 of 2000"), std::string::npos) << frameText(frame);
}

// Every view that teaches at once (F1, F3, F4, F6): their titles above the
// log, brief where the full ones would not fit, cut nothing.
TEST_P(ScreensFit, ThePlayScreenWithEveryViewShown) {
    for (KeyCode key : {KeyCode::F1, KeyCode::F3, KeyCode::F3, KeyCode::F4, KeyCode::F6}) {
        app_.handle(InputEvent::keyPress(Key::named(key)));
    }
    std::set<std::string> brief;
    for (const std::string& title : viewTitles(app_, true)) {
        CellBuffer line(utf8Length(title), 1);
        line.text({0, 0}, title, colours::white);
        addWords(brief, line, {0, 0, line.columns(), 1});
    }
    expectThePlayScreenFits(brief);
}

TEST_P(ScreensFit, Help) {
    expectTheOverlayFits({Key::of(U'?')}, "help", HelpScreen{});
}

TEST_P(ScreensFit, TheMenu) {
    expectTheOverlayFits({Key::named(KeyCode::Escape)}, "menu", MenuScreen{});
}

TEST_P(ScreensFit, TheConfirmScreen) {
    const ConfirmScreen question("Quit?", "Quit now? This run is not kept.", nullptr);
    expectTheOverlayFits({Key::named(KeyCode::Escape), Key::of(U'q')}, "confirm", question);
}

TEST_P(ScreensFit, TheListOfLanguages) {
    expectTheOverlayFits({Key::named(KeyCode::Escape), Key::of(U'l')}, "languages",
                         LanguageScreen(Language::English));
}

// The settings file had a mistake, which the list of languages tells first.
class UnreadableSettings : public SettingsKeeper {
  public:
    UnreadableSettings()
        : SettingsKeeper(Settings{},
                         {"/home/player/.config/delve/settings.toml:3:12: unknown language "
                          "\"fr\"; the languages are bg, de, en, es",
                          "/home/player/.config/delve/settings.toml:4:9: volume wants a whole "
                          "number from 0 to 100 in steps of 10, not 101"}) {}
};

TEST_P(ScreensFit, TheListOfLanguagesInATerminalOfAsciiWithTheSettingsUnreadable) {
    UnreadableSettings settings;
    app_.settings().setKeeper(settings);
    app_.presentation().setStyle(DrawStyle{true, FogGlyphs::Terrain, true});
    expectTheOverlayFits({Key::named(KeyCode::Escape), Key::of(U'l')}, "languages",
                         LanguageScreen(Language::English));
}

TEST_P(ScreensFit, TheCharacterSheet) {
    expectTheOpaqueScreenFits(CharacterScreen{});
}

TEST_P(ScreensFit, TheSettings) {
    expectTheOverlayFits({Key::named(KeyCode::Escape), Key::of(U's')}, "settings",
                         SettingsScreen{});
}

TEST_P(ScreensFit, TheSettingsWithTheFileUnreadable) {
    UnreadableSettings settings;
    app_.settings().setKeeper(settings);
    expectTheOverlayFits({Key::named(KeyCode::Escape), Key::of(U's')}, "settings",
                         SettingsScreen{});
}

TEST_P(ScreensFit, TheMessageHistory) {
    Key history = Key::of(U'p');
    history.ctrl = true;
    app_.handle(InputEvent::keyPress(history));
    ASSERT_EQ(app_.topScreenName(), "messages");
    expectTheOpaqueScreenFits(MessageHistoryScreen{});
}

TEST_P(ScreensFit, TheStartScreens) {
    expectTheOpaqueScreenFits(AdventureScreen(app_.rules(), "dungeon"));
    expectTheOpaqueScreenFits(ClassScreen(app_.rules(), "fighter"));
    expectTheOpaqueScreenFits(NameScreen("Ivanka the Unbowed", HeroGender::Female));
}

TEST_P(ScreensFit, TheOfferOfASavedRun) {
    expectTheOpaqueScreenFits(ContinueScreen(KeptRun{app_.game(), {}, std::nullopt}, ""));
}

TEST_P(ScreensFit, ASavedRunThatCannotBeRead) {
    expectTheOpaqueScreenFits(
        ContinueScreen(std::nullopt,
                       "line 12: the hero's health is not a number (\"lots\"), so the save is "
                       "set aside and a new run may begin in its place"));
}

TEST_P(ScreensFit, TheDeathScreenWithTheTable) {
    const testing::TempLevel pit("screens_fit_pit", kFitGoblinPit);
    App app(GameOptions{5, "fighter", pit.level(), shippedRules()}, StartChoices{},
            DrawStyle{true});
    ScoreBoard board;
    board.notice = "The score table could not be read, so it was set aside and a new one begun.";
    for (const char* kind : {"giant_white_rat", "hobgoblin", "ogre"}) {
        for (int depth = 1; depth <= 4; ++depth) {
            ScoreEntry entry;
            entry.heroClass = "barbarian";
            entry.depth = depth;
            entry.turns = 12345;
            entry.cause = Said{MessageId::KilledBy,
                               MessageArguments{}.withMonster(kind).withNumber(2 * depth + 1)};
            entry.date = "2024-01-01";
            board.table.add(entry);
        }
    }
    testing::recordDeathIn(app, board);
    ASSERT_TRUE(testing::waitToDie(app, 3000));
    CellBuffer frame(size().columns, size().rows);
    app.draw(frame);
    EXPECT_EQ(frame.cutTexts(), 0) << frameText(frame);
    const DeathScreen alone(app.game(), board);
    const std::set<std::string> words = boxWords(app, alone);
    const Rect box = expectOneSolidBox(app, alone, size());
    expectWholeWords(frame, box, words);
    EXPECT_NE(frameText(frame).find("killed by a"), std::string::npos) << frameText(frame);
}

INSTANTIATE_TEST_SUITE_P(AtEverySize, ScreensFit,
                         ::testing::Values(Size{kSmallestColumns, kSmallestRows}, Size{80, 24},
                                           Size{100, 46}, Size{kSmallestColumns, 60},
                                           Size{200, kSmallestRows}, Size{81, 25}),
                         [](const ::testing::TestParamInfo<Size>& info) {
                             return std::to_string(info.param.columns) + "x" +
                                    std::to_string(info.param.rows);
                         });

TEST(TooSmallScreen, ShowsOnlyANoticeInWholeWords) {
    const testing::TempLevel crowd("screens_fit_small", kCrowd);
    App app(GameOptions{2, "fighter", crowd.level(), shippedRules()}, StartChoices{},
            DrawStyle{true});
    for (Size size : {Size{kSmallestColumns - 1, kSmallestRows},
                      Size{kSmallestColumns, kSmallestRows - 1}, Size{40, 12}}) {
        CellBuffer frame(size.columns, size.rows);
        app.draw(frame);
        const std::string text = frameText(frame);
        EXPECT_NE(text.find("make the window larger"), std::string::npos) << text;
        EXPECT_EQ(text.find("Around:"), std::string::npos) << text;
        EXPECT_EQ(text.find('@'), std::string::npos) << text;
        EXPECT_EQ(frame.cutTexts(), 0) << text;
    }
}

}  // namespace
}  // namespace delve
