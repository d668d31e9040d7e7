// Every screen drawn in the pseudo-language (pseudo_language.h), where each
// letter that went through a catalog or a name table comes out decorated:
// a word still in plain ASCII letters went around the catalogs and would
// stay English in every language.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "content/rules_loader.h"
#include "core/utf8.h"
#include "support/build_folders.h"
#include "support/dying.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/keeping/morgue.h"
#include "ui/screens/adventure_screen.h"
#include "ui/screens/class_screen.h"
#include "ui/screens/continue_screen.h"
#include "ui/screens/name_screen.h"
#include "ui/text/pseudo_language.h"
#include "ui/text/translation.h"
#include "ui/views/layout.h"

namespace delve {
namespace {

// Words that are the same in every language: the game's own name, the
// languages' names for themselves, which the list of languages shows as
// each language writes it, and the heroes' names, which are the player's.
const std::set<std::string> kUntranslatable = {"Delve", "Deutsch", "English", "Español",
                                               "Bran",  "Nell",    "Iva"};

using testing::shippedRules;

// A lit room with monsters in view, and stairs.
// Each level names itself in every language, as a shipped level would in
// the catalogs, so that no file's name stands in for it.
const std::string kPseudoHeader = "level|pseudo|Стая|The Room|Der Raum|La sala\n";

const std::string kPseudoRoom = kPseudoHeader +
                                "################\n"
                                "#@.....r....g..#\n"
                                "#..........Z.>.#\n"
                                "################\n"
                                "legend|r|monster|giant_white_rat\n"
                                "legend|g|monster|goblin\n"
                                "legend|Z|monster|zombie\n"
                                "end\n";

// A room with a cave spider, which sleeps until something wakes it.
const std::string kSleeper = kPseudoHeader +
                             "###########\n"
                             "#@.....s..#\n"
                             "###########\n"
                             "legend|s|monster|cave_spider\n"
                             "end\n";

const std::string kPseudoGoblinPit =
    kPseudoHeader + "#######\n#@ggg.#\n#.ggg.#\n#######\nlegend|g|monster|goblin\nend\n";

bool isAsciiLetter(char32_t c) {
    return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z');
}

// Outside ASCII everything but the frame's and the gauges' marks counts as
// a letter, so that "Español" is one word.
bool isLetter(char32_t c) {
    return isAsciiLetter(c) || (c >= 0x80 && c != U'\u2026' && c != U'\u2592' && c != U'\u00b7');
}

// The words in a text with two or more ASCII letters in them, which no
// catalog decorated. (A single letter is a key, such as the "y" of "y/n",
// or a monster on the map.)
std::vector<std::string> plainWords(std::string_view text) {
    std::vector<std::string> words;
    std::string word;
    int plain = 0;
    for (char32_t c : decodeUtf8(std::string(text) + " ")) {
        if (isLetter(c)) {
            appendUtf8(word, c);
            plain += isAsciiLetter(c) ? 1 : 0;
            continue;
        }
        if (plain >= 2 && !kUntranslatable.contains(word)) {
            words.push_back(word);
        }
        word.clear();
        plain = 0;
    }
    return words;
}

std::string rowsOf(const CellBuffer& frame, const Rect& area) {
    std::string text;
    const std::vector<std::string> rows = frame.textRows();
    for (int y = std::max(area.top(), 0); y < std::min(area.bottom(), frame.rows()); ++y) {
        const std::vector<char32_t> letters = decodeUtf8(rows[static_cast<std::size_t>(y)]);
        for (int x = std::max(area.left(), 0);
             x < std::min({area.right(), frame.columns(), static_cast<int>(letters.size())}); ++x) {
            appendUtf8(text, letters[static_cast<std::size_t>(x)]);
        }
        text += "\n";
    }
    return text;
}

void expectAllDecorated(std::string_view text, std::string_view what) {
    const std::vector<std::string> words = plainWords(text);
    EXPECT_TRUE(words.empty()) << what << " shows words that no catalog translated: "
                               << ::testing::PrintToString(words) << "\n"
                               << text;
}

class PseudoLanguage : public ::testing::Test {
  protected:
    PseudoLanguage()
        : room_("pseudo_room", kPseudoRoom),
          app_(GameOptions{2, "fighter", room_.level(), shippedRules()}, StartChoices{},
               DrawStyle{true}) {}

    void press(Key key) { app_.handle(InputEvent::keyPress(key)); }
    void press(char32_t c) { press(Key::of(c)); }

    CellBuffer frame(int columns = 100, int rows = 46) {
        CellBuffer buffer(columns, rows);
        app_.draw(buffer);
        return buffer;
    }

    // The whole frame but the map, whose letters are monsters.
    void expectTheFrameDecorated(std::string_view what) {
        const CellBuffer drawn = frame();
        const Layout layout = layoutFor(drawn.columns(), drawn.rows());
        expectAllDecorated(rowsOf(drawn, layout.sidePanel), std::string(what) + "'s side panel");
        expectAllDecorated(rowsOf(drawn, layout.messages), std::string(what) + "'s messages");
    }

    // An overlay fills the middle of the screen, over the map.
    void expectTheOverlayDecorated(std::string_view name) {
        ASSERT_EQ(app_.topScreenName(), name);
        const CellBuffer drawn = frame();
        expectAllDecorated(rowsOf(drawn, {0, 0, drawn.columns(), drawn.rows()}), name);
    }

    ScopedCatalog pseudo_{Catalog::decorating(testing::kLocaleFolder)};
    testing::TempLevel room_;
    App app_;
};

TEST_F(PseudoLanguage, DecoratesEveryLetterButKeepsPlaceholders) {
    EXPECT_EQ(decorated("Hit {monster:the.acc}, Bob."), "Ħıŧ {monster:the.acc}, Ɓȯƀ.");
    EXPECT_EQ(decorated(decorated("twice")), decorated("twice"));
    const SentenceArguments goblin =
        SentenceArguments{}.noun("monster", nounOf(*shippedRules()->monster("goblin")));
    EXPECT_EQ(trf("{Monster:the} hits you.", goblin), "ŧħė ġȯƀłıń ħıŧṡ ẏȯū.");
    // A text the catalogs do not hold stays as it is, and shows.
    EXPECT_EQ(trf("{Monster:the} juggles.", goblin), "ŧħė ġȯƀłıń juggles.");
}

TEST_F(PseudoLanguage, ThePlayScreenWithMonstersInViewAndTheMouseOverOne) {
    if (const auto rat = app_.lastFrame().camera.screenCellOf({7, 1})) {
        app_.handle(InputEvent::hover(*rat));
    }
    expectTheFrameDecorated("the play screen");
}

TEST_F(PseudoLanguage, ThePlayScreenWithTheMouseOverTheFloorAndOverTheHero) {
    for (Point cell : {Point{3, 2}, Point{1, 1}, Point{0, 0}}) {
        if (const auto screen = app_.lastFrame().camera.screenCellOf(cell)) {
            app_.handle(InputEvent::hover(*screen));
        }
        expectTheFrameDecorated("the play screen");
    }
}

TEST_F(PseudoLanguage, ThePlayScreenAfterAFightAndOfAReplay) {
    for (int turn = 0; turn < 12; ++turn) {
        press(U'l');
    }
    app_.presentation().setReplayProgress({12, 40});
    expectTheFrameDecorated("the play screen in a fight");
}

TEST_F(PseudoLanguage, TheOverlays) {
    press(U'?');
    expectTheOverlayDecorated("help");
    press(Key::named(KeyCode::Escape));
    press(Key::named(KeyCode::Escape));
    expectTheOverlayDecorated("menu");
    press(U'l');
    expectTheOverlayDecorated("languages");
    press(Key::named(KeyCode::Escape));
    press(Key::named(KeyCode::Escape));
    press(Key::named(KeyCode::Escape));
    press(U'q');
    expectTheOverlayDecorated("confirm");
    press(U'n');
    press(Key::named(KeyCode::Escape));
    Key history = Key::of(U'p');
    history.ctrl = true;
    press(history);
    expectTheOverlayDecorated("messages");
}

// The Mine's screens: the quest log, the skills screen and a conversation
// with the blacksmith at the camp.
TEST(PseudoLanguageInTheMine, TheQuestLogTheSkillsAndAConversation) {
    const ScopedCatalog pseudo{Catalog::decorating(testing::kLocaleFolder)};
    GameOptions options;
    options.seed = 3;
    options.heroClass = "barbarian";
    options.adventure = "mine";
    options.rules = shippedRules();
    App app(options, StartChoices{}, DrawStyle{true});
    const auto expectDecorated = [&](std::string_view name) {
        ASSERT_EQ(app.topScreenName(), name);
        CellBuffer drawn(100, 46);
        app.draw(drawn);
        expectAllDecorated(rowsOf(drawn, {0, 0, drawn.columns(), drawn.rows()}), name);
    };
    const auto press = [&](Key key) { app.handle(InputEvent::keyPress(key)); };
    // West along the camp, round the water and into the blacksmith.
    for (char32_t c : std::u32string_view(U"hhhhhhhhhbhyyyh")) {
        press(Key::of(c));
    }
    expectDecorated("conversation");
    press(Key::of(U'1'));  // her quest taken, for the log to show
    press(Key::named(KeyCode::Escape));
    press(Key::of(U'q'));
    expectDecorated("quests");
    press(Key::named(KeyCode::Escape));
    press(Key::of(U'a'));
    expectDecorated("skills");
}

TEST_F(PseudoLanguage, ARefusedCommandAndGoingBackWithNothingSetAside) {
    press(U'R');
    press(Key::named(KeyCode::F9));
    expectTheFrameDecorated("the play screen after R and F9");
}

TEST(PseudoLanguageBesideASleeper, TheQuestionBeforeACommand) {
    const ScopedCatalog pseudo(Catalog::decorating(testing::kLocaleFolder));
    const testing::TempLevel level("pseudo_sleeper", kSleeper);
    App app(GameOptions{2, "fighter", level.level(), shippedRules()}, StartChoices{},
            DrawStyle{true});
    app.handle(InputEvent::keyPress(Key::of(U'R')));
    ASSERT_EQ(app.topScreenName(), "confirm");
    CellBuffer frame(100, 46);
    app.draw(frame);
    expectAllDecorated(rowsOf(frame, {0, 0, 100, 46}), "the question before resting");
}

TEST_F(PseudoLanguage, TheStartScreensAndTheOfferOfASavedRun) {
    CellBuffer adventures(100, 46);
    AdventureScreen(app_.rules(), "mine").draw(app_, adventures);
    expectAllDecorated(rowsOf(adventures, {0, 0, 100, 46}), "the adventure screen");
    CellBuffer classes(100, 46);
    ClassScreen(app_.rules(), "fighter").draw(app_, classes);
    expectAllDecorated(rowsOf(classes, {0, 0, 100, 46}), "the class screen");
    CellBuffer name(100, 46);
    NameScreen("Bran", HeroGender::Male).draw(app_, name);
    expectAllDecorated(rowsOf(name, {0, 0, 100, 46}), "the name screen");
    CellBuffer offer(100, 46);
    ContinueScreen(KeptRun{app_.game(), {}, std::nullopt}, "").draw(app_, offer);
    expectAllDecorated(rowsOf(offer, {0, 0, 100, 46}), "the offer of a saved run");
}

TEST_F(PseudoLanguage, TheTooSmallNotice) {
    CellBuffer small(40, 12);
    app_.draw(small);
    expectAllDecorated(rowsOf(small, {0, 0, 40, 12}), "the notice of a small screen");
}

TEST(PseudoLanguageAtTheEnd, TheDeathScreenWithTheTableAndTheMorgue) {
    const ScopedCatalog pseudo(Catalog::decorating(testing::kLocaleFolder));
    const testing::TempLevel pit("pseudo_pit", kPseudoGoblinPit);
    App app(GameOptions{5, "fighter", pit.level(), shippedRules()}, StartChoices{},
            DrawStyle{true});
    ScoreBoard board;
    // The file's name is no word of any language.
    board.notice = trf("The score table was damaged: it is kept as {file} and a new one begun.",
                       SentenceArguments{}.text("file", "—"));
    ScoreEntry past;
    past.heroClass = "barbarian";
    past.depth = 3;
    past.turns = 1234;
    past.cause = Said{MessageId::KilledBy, MessageArguments{}.withMonster("ogre").withNumber(3)};
    past.date = "2024-01-01";
    board.table.add(past);
    testing::recordDeathIn(app, board);
    ASSERT_TRUE(testing::waitToDie(app, 3000));
    CellBuffer frame(100, 46);
    app.draw(frame);
    expectAllDecorated(rowsOf(frame, {0, 0, 100, 46}), "the death screen");
    // The morgue ends with the floor as the hero knew it, a map of glyphs.
    const std::string morgue = morgueText(app.game());
    const std::size_t map = morgue.find(tr("The floor as you knew it"));
    ASSERT_NE(map, std::string::npos) << morgue;
    expectAllDecorated(morgue.substr(0, map), "the morgue file");
}

}  // namespace
}  // namespace delve
