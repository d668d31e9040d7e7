#include <gtest/gtest.h>

#include "keep/save_codec.h"
#include "save_edits.h"
#include "save_test_games.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using namespace testing::save_edits;

TEST(SaveErrors, AnOlderFormatIsRefusedByName) {
    std::vector<std::string> lines = linesOf(sampleSave());
    lines[0] = "delve-save 0";
    expectRefused(joined(lines), 1, "saved by format 0; this Delve reads formats 1 to 13");
    lines[0] = "delve-save 14";
    expectRefused(joined(lines), 1, "saved by format 14; this Delve reads formats 1 to 13");
}

TEST(SaveErrors, SomethingElseIsNotASave) {
    expectRefused("level|mine|The Mine\n", 1, "not a Delve save");
    expectRefused("", 1, "the save ends before the header");
}

TEST(SaveErrors, AHugeNumberIsOutOfRange) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int hero = lineStarting(lines, "hero ");
    setField(lines, hero, 4, "99999999999999999999");
    expectRefused(joined(lines), hero, "the hero's hp 99999999999999999999 is out of range");
    lines = linesOf(sampleSave());
    setField(lines, lineStarting(lines, "seed "), 1, "99999999999999999999");
    expectRefused(joined(lines), 2, "out of range");
}

TEST(SaveErrors, HpAboveTheMaximumIsRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int hero = lineStarting(lines, "hero ");
    setField(lines, hero, 4, "31");
    setField(lines, hero, 5, "30");
    expectRefused(joined(lines), hero, "above the maximum");
}

TEST(SaveErrors, AnUnknownMonsterKindIsNamed) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int monster = lineStarting(lines, "monster ");
    setField(lines, monster, 1, "dragon");
    expectRefused(joined(lines), monster, "unknown monster \"dragon\"");
    try {
        loadGame(joined(lines), "bad.sav", testing::rules());
    } catch (const SaveError& error) {
        EXPECT_EQ(error.column(), 9) << "the column of the kind";
    }
}

TEST(SaveErrors, AnUnknownClassIsNamed) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int hero = lineStarting(lines, "hero ");
    setField(lines, hero, 1, "wizard");
    expectRefused(joined(lines), hero, "unknown class \"wizard\"");
}

TEST(SaveErrors, APositionOffTheMapIsRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int monster = lineStarting(lines, "monster ");
    setField(lines, monster, 2, "80");
    expectRefused(joined(lines), monster, "the monster's x 80 is out of range (0..79)");
    lines = linesOf(sampleSave());
    const int hero = lineStarting(lines, "hero ");
    setField(lines, hero, 3, "45");
    expectRefused(joined(lines), hero, "not a walkable cell");
}

TEST(SaveErrors, AMonsterInsideAWallIsRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int monster = lineStarting(lines, "monster ");
    setField(lines, monster, 2, "0");
    setField(lines, monster, 3, "0");  // the corner of a generated floor is rock
    expectRefused(joined(lines), monster, "the monster stands in a wall");
}

TEST(SaveErrors, TwoMonstersOnOneCellAreRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int first = lineStarting(lines, "monster ");
    ASSERT_EQ(lines[static_cast<std::size_t>(first)].rfind("monster ", 0), 0u)
        << "the sample needs two monsters";
    std::istringstream fields(lines[static_cast<std::size_t>(first - 1)]);
    std::string keyword, kind, x, y;
    fields >> keyword >> kind >> x >> y;
    setField(lines, first + 1, 2, x);
    setField(lines, first + 1, 3, y);
    expectRefused(joined(lines), first + 1, "where the hero or another monster is");
}

TEST(SaveErrors, MapFaultsNameTheirRowAndColumn) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int map = lineStarting(lines, "map ");
    lines[static_cast<std::size_t>(map)][3] = '@';
    try {
        loadGame(joined(lines), "bad.sav", testing::rules());
        FAIL() << "a map with an unknown symbol loaded";
    } catch (const SaveError& error) {
        EXPECT_EQ(error.line(), map + 1);
        EXPECT_EQ(error.column(), 4);
        EXPECT_NE(std::string(error.what()).find("unknown terrain \"@\""), std::string::npos);
    }
    lines = linesOf(sampleSave());
    lines[static_cast<std::size_t>(map + 5)].pop_back();
    expectRefused(joined(lines), map + 6, "the row is 79 cells long, not 80");
    lines = linesOf(sampleSave());
    lines[static_cast<std::size_t>(map + 40 + 2)][7] = 'x';
    expectRefused(joined(lines), map + 43, "an explored flag is 0 or 1");
    lines = linesOf(sampleSave());
    setField(lines, map, 1, "0");
    expectRefused(joined(lines), map, "the map's width 0 is out of range (1..1000)");
}

TEST(SaveErrors, CountsMustMatchTheLinesThatFollow) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int monsters = lineStarting(lines, "monsters ");
    const int count = std::stoi(lines[static_cast<std::size_t>(monsters - 1)].substr(9));
    setField(lines, monsters, 1, std::to_string(count + 1));
    expectRefused(joined(lines), monsters + count + 1, "expected `monster`, found `traps`");
    lines = linesOf(sampleSave());
    const int messages = lineStarting(lines, "messages ");
    setField(lines, messages, 2, "100000");
    expectRefused(joined(lines), messages, "were said");
}

TEST(SaveErrors, AMissingEndIsRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    ASSERT_EQ(lines.back(), "end");
    lines.pop_back();
    expectRefused(joined(lines), static_cast<int>(lines.size()) + 1,
                  "the save ends before the `end` line");
    lines.push_back("end");
    lines.push_back("extra");
    expectRefused(joined(lines), static_cast<int>(lines.size()), "text after `end`");
}

TEST(SaveErrors, ACauseOfDeathMustMatchTheHero) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int death = lineStarting(lines, "death");
    lines[static_cast<std::size_t>(death - 1)] = "death killed by a rat";
    expectRefused(joined(lines), death, "a living hero has a cause of death");
}

// Loading `text` must fail at `line` and `column`.
void expectRefusedAt(const std::string& text, int line, int column, const std::string& words) {
    expectRefused(text, line, words);
    try {
        loadGame(text, "bad.sav", testing::rules());
    } catch (const SaveError& error) {
        EXPECT_EQ(error.column(), column) << error.what();
    }
}

// A check that takes more than one field points at the field it faults,
// wherever that field is on its line.
TEST(SaveErrors, ChecksPointAtTheFieldTheyFault) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int hero = lineStarting(lines, "hero ");
    setField(lines, hero, 4, "31");
    setField(lines, hero, 5, "30");
    expectRefusedAt(joined(lines), hero, fieldColumn(lines, hero, 4), "above the maximum");

    lines = linesOf(sampleSave());
    setField(lines, hero, 2, "0");
    expectRefusedAt(joined(lines), hero, fieldColumn(lines, hero, 2), "not a walkable cell");

    lines = linesOf(sampleSave());
    const int monster = lineStarting(lines, "monster ");
    setField(lines, monster, 2, "0");
    setField(lines, monster, 3, "0");
    expectRefusedAt(joined(lines), monster, fieldColumn(lines, monster, 2), "stands in a wall");

    lines = linesOf(sampleSave());
    const int rng = lineStarting(lines, "rng ");
    setField(lines, rng, 2, "2");
    expectRefusedAt(joined(lines), rng, fieldColumn(lines, rng, 2), "must be odd");

    // A message said again right after itself: at what was said.
    lines = linesOf(sampleSave());
    const int first = lineStarting(lines, "message ");
    ASSERT_EQ(lines[static_cast<std::size_t>(first)].rfind("message ", 0), 0u)
        << "the sample needs two messages";
    const std::vector<std::string> before = fieldsOf(lines[static_cast<std::size_t>(first - 1)]);
    std::string again = "message 1 " + before[2];
    for (std::size_t i = 3; i < before.size(); ++i) {
        again += " " + before[i];
    }
    lines[static_cast<std::size_t>(first)] = again;
    expectRefusedAt(joined(lines), first + 1, fieldColumn(lines, first + 1, 3),
                    "repeats the one before");
}

// Every cut of a real save short of its last line is refused cleanly, at a
// line no further than just after where the cut fell.
TEST(SaveErrors, EveryTruncationIsRefused) {
    const std::string text = sampleSave();
    const std::size_t lastLine = text.rfind("end\n");
    int cuts = 0;
    for (std::size_t cut = 0; cut < lastLine + 3; cut += 1 + cut % 53) {
        const std::string prefix = text.substr(0, cut);
        // A cut just before a line break leaves that line whole, so the
        // fault may be on the line after it.
        const int linesInPrefix =
            static_cast<int>(std::count(prefix.begin(), prefix.end(), '\n')) + 2;
        try {
            loadGame(prefix, "cut.sav", testing::rules());
            ADD_FAILURE() << "a save cut at byte " << cut << " loaded";
        } catch (const SaveError& error) {
            EXPECT_LE(error.line(), linesInPrefix) << "cut at " << cut << ": " << error.what();
        }
        ++cuts;
    }
    EXPECT_GE(cuts, 50);
    // Without the last line break the save is still whole.
    EXPECT_NO_THROW(loadGame(text.substr(0, text.size() - 1), "cut.sav", testing::rules()));
}

// A byte changed anywhere gives either a clean refusal or, when the change
// happens to make sense (a digit for a digit), a game that plays on.
TEST(SaveErrors, AFlippedByteNeverCrashes) {
    const std::string text = sampleSave();
    Rng dice(2024);
    int refused = 0;
    int loaded = 0;
    for (int trial = 0; trial < 400; ++trial) {
        std::string damaged = text;
        const std::size_t at = dice.below(static_cast<std::uint32_t>(damaged.size()));
        const char flips[] = {0x01, 0x02, 0x10, 0x20, 0x40, static_cast<char>(0x80)};
        damaged[at] = static_cast<char>(damaged[at] ^ flips[dice.below(6)]);
        try {
            Game game = loadGame(damaged, "flip.sav", testing::rules());
            for (int step = 0; step < 20; ++step) {
                game.act(testing::randomAction(game, dice));
            }
            ++loaded;
        } catch (const SaveError&) {
            ++refused;
        }
    }
    EXPECT_EQ(refused + loaded, 400);
    RecordProperty("loaded", loaded);
    EXPECT_GT(refused, 0);
}

}  // namespace
}  // namespace delve
