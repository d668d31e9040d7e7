#include <gtest/gtest.h>

#include "keep/save_codec.h"
#include "save_edits.h"

// Saves damaged on purpose in the ways docs/save-format.md names: each is
// refused with its line, column and a plain sentence, and the game in
// memory is left as it was (expectRefused checks both).
namespace delve {
namespace {

using namespace testing::save_edits;

TEST(SaveHostile, AFutureFormatIsRefusedByName) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const std::string future = std::to_string(kSaveFormatVersion + 1);
    lines[0] = "delve-save " + future;
    expectRefused(joined(lines), 1,
                  "saved by format " + future + "; this Delve reads formats " +
                      std::to_string(kOldestSaveFormatVersion) + " to " +
                      std::to_string(kSaveFormatVersion));
    lines[0] = "delve-save 99999999999999999999";
    expectRefused(joined(lines), 1, "the format version 99999999999999999999 is out of range");
    lines[0] = "delve-save one";
    expectRefused(joined(lines), 1, "the format version should be a whole number");
}

TEST(SaveHostile, HugeCountsAreRefusedBeforeAnythingIsBuilt) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int map = lineStarting(lines, "map ");
    setField(lines, map, 1, "1000000");
    setField(lines, map, 2, "1000000");
    expectRefused(joined(lines), map, "the map's width 1000000 is out of range (1..1000)");

    lines = linesOf(sampleSave());
    const int monsters = lineStarting(lines, "monsters ");
    setField(lines, monsters, 1, "4000000000");
    expectRefused(joined(lines), monsters,
                  "the number of monsters 4000000000 is out of range (0..1000)");

    lines = linesOf(sampleSave());
    const int messages = lineStarting(lines, "messages ");
    setField(lines, messages, 1, "201");
    expectRefused(joined(lines), messages, "the number of messages 201 is out of range (0..200)");

    lines = linesOf(sampleSave());
    setField(lines, lineStarting(lines, "turn "), 1, "1000000001");
    expectRefused(joined(lines), 5, "the turn 1000000001 is out of range (0..1000000000)");
}

// Found reading the reader for the fuzzer and confirmed with fuzz_save: the
// turn could be loaded at 2^31 - 2, and the second turn played on from it
// overflowed; the log's counts likewise. Now each stops at 10^9, and a run
// at those limits plays on.
TEST(SaveHostile, CountersAtTheirLimitsPlayOn) {
    std::vector<std::string> lines = linesOf(sampleSave());
    setField(lines, lineStarting(lines, "turn "), 1, "2147483646");
    expectRefused(joined(lines), 5, "the turn 2147483646 is out of range (0..1000000000)");
    setField(lines, lineStarting(lines, "turn "), 1, "1000000000");
    const int messages = lineStarting(lines, "messages ");
    std::vector<std::string> edited(lines.begin(), lines.begin() + messages - 1);
    edited.push_back("messages 1 1000000000");
    edited.push_back("message 1000000000 999999999 door_opens_somewhere");
    edited.insert(edited.end(), lines.begin() + lineStarting(lines, "kills") - 1, lines.end());
    Game game = loadGame(joined(edited), "limits.sav", testing::rules());
    Rng walker(3);
    testing::playRandomly(game, walker, 30);
    EXPECT_GT(game.turn(), 1000000000);
    EXPECT_GE(game.log().said(), 1000000000);
}

// Found while measuring fuzz_level's slowest inputs: a floor of 40,000 rats
// took minutes a turn, as each monster looks at every other. A save, like a
// level, holds at most 1000.
TEST(SaveHostile, ACrowdOfMonstersIsRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int monsters = lineStarting(lines, "monsters ");
    setField(lines, monsters, 1, "1001");
    expectRefused(joined(lines), monsters, "the number of monsters 1001 is out of range (0..1000)");
}

// Found reading the reader for the fuzzer and confirmed with fuzz_save: a
// save of the deepest floor with stairs down in it loaded, and taking them
// read the dice of an eleventh floor past the end of the list.
TEST(SaveHostile, StairsDownOnTheDeepestFloorAreRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int floor = lineStarting(lines, "floor ");
    setField(lines, floor, 1, "10");
    const int map = lineStarting(lines, "map ");
    int stairsLine = 0;
    std::size_t stairsColumn = 0;
    for (int row = map; row < map + 40 && stairsLine == 0; ++row) {
        const std::size_t at = lines[static_cast<std::size_t>(row)].find('>');
        if (at != std::string::npos) {
            stairsLine = row + 1;
            stairsColumn = at + 1;
        }
    }
    ASSERT_NE(stairsLine, 0) << "a generated floor has stairs down";
    expectRefused(joined(lines), stairsLine,
                  "stairs down on floor 10, the deepest, where nothing lies below");
    try {
        loadGame(joined(lines), "bad.sav", testing::rules());
    } catch (const SaveError& error) {
        EXPECT_EQ(error.column(), static_cast<int>(stairsColumn));
    }
}

TEST(SaveHostile, KindsOutOfRangeAreRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int monster = lineStarting(lines, "monster ");
    setField(lines, monster, 1, "7");
    expectRefused(joined(lines), monster, "unknown monster \"7\"");

    lines = linesOf(sampleSave());
    setField(lines, monster, 6, "sleeping");
    expectRefused(joined(lines), monster,
                  "unknown mind \"sleeping\" (asleep, wandering, hunting or fleeing)");

    lines = linesOf(sampleSave());
    setField(lines, monster, 9, "2");
    expectRefused(joined(lines), monster,
                  "whether the monster has somewhere to go 2 is out of range (0..1)");

    lines = linesOf(sampleSave());
    const int floor = lineStarting(lines, "floor ");
    setField(lines, floor, 1, "11");
    expectRefused(joined(lines), floor, "the depth 11 is out of range (1..10)");
    setField(lines, floor, 1, "0");
    expectRefused(joined(lines), floor, "the depth 0 is out of range (1..10)");
}

TEST(SaveHostile, EveryPositionOffTheMapIsRefused) {
    const std::vector<std::string> original = linesOf(sampleSave());
    const int hero = lineStarting(original, "hero ");
    const int monster = lineStarting(original, "monster ");
    struct Case {
        int line;
        int field;
        std::string value;
        std::string words;
    };
    const Case cases[] = {
        {hero, 2, "-1", "the hero's x should be a whole number (0..999), not \"-1\""},
        {hero, 3, "1000", "the hero's y 1000 is out of range (0..999)"},
        {hero, 2, "500", "the hero's cell (500,"},
        {monster, 3, "40", "the monster's y 40 is out of range (0..39)"},
        {monster, 7, "80", "where the monster last saw the hero's x 80 is out of range (0..79)"},
        {monster, 11, "-3", "where the monster is going's y should be a whole number"},
    };
    for (const Case& c : cases) {
        std::vector<std::string> lines = original;
        setField(lines, c.line, c.field, c.value);
        expectRefused(joined(lines), c.line, c.words);
    }
}

// Found by hand: a save whose hero's name was not UTF-8 loaded, and
// `--dump` then stopped on an uncaught JSON error.
TEST(SaveHostile, BytesThatAreNotUtf8AreRefusedWhereTheyStand) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int name = lineStarting(lines, "name ");
    lines[static_cast<std::size_t>(name - 1)] = "name Ch\xe2teau";
    expectRefused(joined(lines), name, "the byte 0xe2 is not UTF-8: a save is UTF-8 text");
}

// Found by hand: a save with Windows line ends was refused for "a control
// character in the format version".
TEST(SaveHostile, WindowsLineEndsAreSaidAsSuch) {
    std::string text;
    for (const std::string& line : linesOf(sampleSave())) {
        text += line + "\r\n";
    }
    expectRefused(text, 1, "the line ends in CR LF, as Windows ends lines");
}

// Found by fuzz_save: a DEL byte in a row of the map was quoted raw in
// "unknown terrain". It is shown as \x7f.
TEST(SaveHostile, AControlByteInTheMapIsShownEscaped) {
    std::vector<std::string> lines = linesOf(sampleSave());
    // The map's first row follows its `map` line.
    const int map = lineStarting(lines, "map ");
    lines[static_cast<std::size_t>(map)][0] = '\x7f';
    expectRefused(joined(lines), map + 1, "unknown terrain \"\\x7f\"");
}

// Found by fuzz_save with the soak's checks: a hero saved with less energy
// than an action takes loaded, and was asked to act all the same. A save
// is made between actions, when a living hero is ready for the next.
TEST(SaveHostile, AHeroNotReadyToActIsRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int hero = lineStarting(lines, "hero ");
    // hero CLASS X Y HP MAXHP LEVEL EXPERIENCE DAMAGE REGENERATION ENERGY ...
    setField(lines, hero, 10, "99");
    expectRefused(joined(lines), hero, "the hero's energy 99 is out of range (100..");
}

}  // namespace
}  // namespace delve
