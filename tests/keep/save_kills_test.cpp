#include <gtest/gtest.h>

#include <sstream>

#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_edits.h"
#include "save_test_games.h"
#include "support/build_folders.h"
#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using enum Direction;

const std::string kKillsRatBeside =
    "######\n"
    "#@r..#\n"
    "######\n"
    "legend|r|monster|rat\n"
    "end\n";

// A fighter who has killed the rat beside her.
Game ratKiller() {
    const testing::TempLevel file("kills_rat", kKillsRatBeside);
    Game game(GameOptions{5, "fighter", file.level(), testing::rules()});
    for (int blow = 0; blow < 20 && !game.stage().monsters().empty(); ++blow) {
        game.act(Step{East});
    }
    return game;
}

// The save's text with one line replaced, or removed when `line` is empty.
std::string withLine(const std::string& text, const std::string& prefix, const std::string& line) {
    std::istringstream in(text);
    std::string result;
    for (std::string found; std::getline(in, found);) {
        if (found.rfind(prefix, 0) == 0) {
            if (!line.empty()) {
                result += line + "\n";
            }
        } else {
            result += found + "\n";
        }
    }
    return result;
}

void expectKillLineRefused(const std::string& text, const std::string& words) {
    try {
        loadGame(text, "bad.sav", testing::rules());
        ADD_FAILURE() << "loaded a save that should be refused (" << words << ")";
    } catch (const SaveError& error) {
        EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
    }
}

TEST(Kills, EachKillIsCountedByKind) {
    const Game game = ratKiller();
    ASSERT_TRUE(game.stage().monsters().empty()) << "the rat dies within 20 blows";
    EXPECT_EQ(game.kills(), (std::map<std::string, int>{{"rat", 1}}));
    EXPECT_TRUE(Game(GameOptions{5, "fighter", nullptr, testing::rules()}).kills().empty());
}

TEST(Kills, ASaveKeepsThem) {
    const Game game = ratKiller();
    const std::string text = saveGame(game);
    EXPECT_EQ(text.rfind("delve-save 13\n", 0), 0u);
    EXPECT_NE(text.find("\nkills 1\nkill rat 1\nfight 0\nquests 0\ngoings_back 0\n"),
              std::string::npos)
        << text;
    const Game loaded = loadGame(text, "run.sav", testing::rules());
    EXPECT_EQ(loaded.kills(), game.kills());
    EXPECT_EQ(stateHash(loaded), stateHash(game));
}

TEST(Kills, RandomRunsKeepTheirKillsThroughASave) {
    int runsThatKilled = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Game game(GameOptions{seed, testing::classFor(seed), nullptr, testing::rules()});
        Rng walker(seed * 13);
        testing::playRandomly(game, walker, 600);
        const Game loaded = loadGame(saveGame(game), "run.sav", testing::rules());
        EXPECT_EQ(loaded.kills(), game.kills()) << "seed " << seed;
        runsThatKilled += game.kills().empty() ? 0 : 1;
    }
    // Two empty tallies would agree whatever the save did with them.
    EXPECT_GE(runsThatKilled, 3);
}

TEST(Kills, TheyAreInTheHash) {
    const std::string text = saveGame(ratKiller());
    const Game one = loadGame(text, "one.sav", testing::rules());
    const Game two = loadGame(withLine(text, "kill ", "kill rat 2"), "two.sav", testing::rules());
    const Game goblin =
        loadGame(withLine(text, "kill ", "kill goblin 1"), "goblin.sav", testing::rules());
    EXPECT_NE(stateHash(one), stateHash(two));
    EXPECT_NE(stateHash(one), stateHash(goblin));
}

TEST(Kills, BadKillLinesAreRefusedAtTheirLine) {
    const std::string text = saveGame(ratKiller());
    expectKillLineRefused(withLine(text, "kill ", "kill dragon 1"), "unknown monster \"dragon\"");
    expectKillLineRefused(withLine(text, "kill ", "kill rat 0"),
                          "the number killed 0 is out of range");
    expectKillLineRefused(withLine(text, "kill ", "kill rat 1000000001"),
                          "out of range (1..1000000000)");
    expectKillLineRefused(
        withLine(withLine(text, "kills ", "kills 2"), "kill ", "kill rat 1\nkill rat 2"),
        "the kills of \"rat\" are counted twice");
    expectKillLineRefused(withLine(withLine(text, "kills ", "kills 2"), "kill ", "kill rat 1"),
                          "expected `kill`, found `fight`");
    expectKillLineRefused(withLine(text, "kills ", "kills 7"), "out of range (0..6)");
    try {
        loadGame(withLine(text, "kill ", "kill dragon 1"), "bad.sav", testing::rules());
    } catch (const SaveError& error) {
        EXPECT_EQ(error.column(), 6) << "the column of the kind";
        std::istringstream in(text);
        int line = 1;
        for (std::string found; std::getline(in, found) && found.rfind("kill ", 0) != 0;) {
            ++line;
        }
        EXPECT_EQ(error.line(), line);
    }
    // A save from format 2 on must say what it killed, even if nothing.
    expectKillLineRefused(withLine(withLine(text, "kills ", ""), "kill ", ""),
                          "expected `kills`, found `fight`");
}

// tests/golden/format1.sav was written by the Delve before kills were kept
// (a fighter who killed a rat on a small level, with the real data).
TEST(Kills, AFormat1SaveStillLoadsWithNoKills) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format1.sav";
    ASSERT_EQ(readWholeFile(file).rfind("delve-save 1\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    EXPECT_TRUE(game.kills().empty());
    EXPECT_EQ(game.turn(), 6);
    EXPECT_EQ(game.hero().position, (Point{5, 1}));
    EXPECT_EQ(testing::lastText(game), "You kill the rat!");
    // Saved again, it is the same save in today's format: nothing was lost
    // or changed on the way in but the version, no kills and no goings back.
    std::string expected = testing::save_edits::inTodaysFormat(readWholeFile(file), *rules);
    expected.replace(expected.find("\nviews "), 1, "\nkills 0\nfight 0\nquests 0\ngoings_back 0\n");
    const std::string again = saveGame(game);
    EXPECT_EQ(again, expected);
    EXPECT_EQ(stateHash(loadGame(again, "again.sav", rules)), stateHash(game));
    // Kill lines in a format-1 save are not part of it.
    std::string withKills = readWholeFile(file);
    withKills.replace(withKills.find("death"), 5, "kills 0\ndeath");
    try {
        loadGame(withKills, "old.sav", rules);
        ADD_FAILURE() << "a format-1 save with a kills line loaded";
    } catch (const SaveError& error) {
        EXPECT_NE(std::string(error.what()).find("expected `death`, found `kills`"),
                  std::string::npos)
            << error.what();
    }
}

}  // namespace
}  // namespace delve
