// The run's record of going back to a copy set aside (F9): kept through a
// save from format 3 on, part of the hash, and absent from older saves.
#include <gtest/gtest.h>

#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_edits.h"
#include "support/build_folders.h"
#include "support/going_back.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using namespace testing::save_edits;

using testing::wentBackTwice;

TEST(GoingsBack, TheCopyTakesOverTheRunsListAndAddsOne) {
    const Game game = wentBackTwice();
    EXPECT_EQ(game.turn(), 2);
    EXPECT_EQ(game.goingsBack(), (std::vector<GoingBack>{{7, 2}, {4, 2}}));
    EXPECT_TRUE(Game(GameOptions{5, "fighter", nullptr, testing::rules()}).goingsBack().empty());
}

TEST(GoingsBack, ASaveKeepsThem) {
    const Game game = wentBackTwice();
    const std::string text = saveGame(game);
    EXPECT_EQ(text.rfind("delve-save 13\n", 0), 0u);
    EXPECT_NE(text.find("\ngoings_back 2\ngoing_back 7 2\ngoing_back 4 2\nviews shadowcast 0\n"),
              std::string::npos)
        << text;
    const Game loaded = loadGame(text, "run.sav", testing::rules());
    EXPECT_EQ(loaded.goingsBack(), game.goingsBack());
    EXPECT_EQ(stateHash(loaded), stateHash(game));
    EXPECT_EQ(saveGame(loaded), text);
}

TEST(GoingsBack, TheyAreInTheHash) {
    const Game game = wentBackTwice();
    std::vector<std::string> lines = linesOf(saveGame(game));
    const int first = lineStarting(lines, "going_back ");
    setField(lines, first, 1, "8");
    EXPECT_NE(stateHash(loadGame(joined(lines), "edited.sav", testing::rules())), stateHash(game));
    // The same run that never went back.
    lines = linesOf(saveGame(game));
    lines[static_cast<std::size_t>(lineStarting(lines, "goings_back ") - 1)] = "goings_back 0";
    lines.erase(lines.begin() + first - 1, lines.begin() + first + 1);
    const Game straight = loadGame(joined(lines), "straight.sav", testing::rules());
    EXPECT_TRUE(straight.goingsBack().empty());
    EXPECT_NE(stateHash(straight), stateHash(game));
}

TEST(GoingsBack, BadLinesAreRefusedAtTheirLine) {
    const std::vector<std::string> good = linesOf(saveGame(wentBackTwice()));
    const int header = lineStarting(good, "goings_back ");
    std::vector<std::string> lines = good;
    setField(lines, header + 1, 1, "-1");
    expectRefused(joined(lines), header + 1,
                  "the turn gone back from should be a whole number (0..1000000000)");
    lines = good;
    setField(lines, header + 2, 2, "1000000001");
    expectRefused(joined(lines), header + 2,
                  "the turn gone back to 1000000001 is out of range (0..1000000000)");
    lines = good;
    lines[static_cast<std::size_t>(header)] += " 9";
    expectRefused(joined(lines), header + 1, "unexpected \"9\"");
    lines = good;
    setField(lines, header, 1, "3");
    expectRefused(joined(lines), header + 3, "expected `going_back`, found `views`");
    lines = good;
    setField(lines, header, 1, "1");
    expectRefused(joined(lines), header + 2, "expected `views`, found `going_back`");
    lines = good;
    lines.erase(lines.begin() + header - 1, lines.begin() + header + 2);
    expectRefused(joined(lines), header, "expected `goings_back`, found `views`");
}

// tests/golden/format2.sav was written by the Delve before goings back were
// kept (a fighter who killed a rat on a small level, with the real data).
TEST(GoingsBack, AFormat2SaveStillLoadsWithNone) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format2.sav";
    const std::string old = readWholeFile(file);
    ASSERT_EQ(old.rfind("delve-save 2\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    EXPECT_TRUE(game.goingsBack().empty());
    EXPECT_EQ(game.kills(), (std::map<std::string, int>{{"rat", 1}}));
    EXPECT_EQ(game.turn(), 6);
    // Saved again: the same save in today's format, with no goings back.
    std::string expected = inTodaysFormat(old, *rules);
    expected.replace(expected.find("\nviews "), 1, "\nfight 0\nquests 0\ngoings_back 0\n");
    EXPECT_EQ(saveGame(game), expected);
    // A goings-back line has no place in a format-2 save.
    std::string withGoingsBack = old;
    withGoingsBack.replace(withGoingsBack.find("\ndeath\n"), 1, "\ngoings_back 0\n");
    try {
        loadGame(withGoingsBack, "old.sav", rules);
        ADD_FAILURE() << "a format-2 save with a goings_back line loaded";
    } catch (const SaveError& error) {
        EXPECT_NE(std::string(error.what()).find("expected `death`, found `goings_back`"),
                  std::string::npos)
            << error.what();
    }
}

}  // namespace
}  // namespace delve
