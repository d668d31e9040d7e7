#include <gtest/gtest.h>

#include <string>

#include "map/level_file.h"

// Levels a fuzzer (fuzz/fuzz_level.cpp) or a careless hand can make: each
// is refused with a clear message before anything large is built.
namespace delve {
namespace {

std::string hostileErrorOf(const std::string& text) {
    try {
        parseLevel(text, "bad.txt");
    } catch (const LevelError& error) {
        return error.what();
    }
    return "no error";
}

// Found by fuzz_level: a name with control bytes loaded, and the run could
// then not be saved (a save's text holds no control characters).
TEST(LevelFileHostile, ANameWithAControlCharacterIsRefused) {
    EXPECT_EQ(hostileErrorOf("level|tab|A\tB\n#@#\n"),
              "bad.txt:1:12: the level's name holds a control character (byte 9)");
    const std::string found = std::string("level|the_cistern|The Old Cist@ern###") +
                              std::string("\0\0\x7f\xfdk", 5) + "###\n#@.#\n";
    EXPECT_EQ(hostileErrorOf(found),
              "bad.txt:1:38: the level's name holds a control character (byte 0)");
    EXPECT_EQ(hostileErrorOf("level|del|Del\x7f\n#@#\n"),
              "bad.txt:1:14: the level's name holds a control character (byte 127)");
    // Bytes above 127 are UTF-8, not control characters.
    EXPECT_EQ(hostileErrorOf("level|caf|Caf\xc3\xa9\n#@#\n"), "no error");
}

TEST(LevelFileHostile, ALevelWiderOrTallerThanASaveAllowsIsRefused) {
    EXPECT_EQ(hostileErrorOf(std::string(1001, '.') + "\n"),
              "bad.txt:1:1001: the first row is 1001 characters long; a level is at most 1000 "
              "wide");
    std::string tall;
    for (int y = 0; y < 1001; ++y) {
        tall += "#.#\n";
    }
    EXPECT_EQ(hostileErrorOf("level|tall|Tall\n" + tall),
              "bad.txt:1002:1: a level has at most 1000 rows");
    // The largest level there may be loads.
    std::string widest = std::string(1000, '.') + "\n";
    widest[0] = '@';
    EXPECT_EQ(parseLevel(widest + std::string(1000, '.') + "\n", "wide.txt").map.width(), 1000);
}

// A long first row and many short rows once made a map of their product
// (here a million by half a million cells) before the rows were compared:
// such a map cannot be made, so the right error, rather than a failed
// allocation, shows that none was asked for.
TEST(LevelFileHostile, ALongRowAndManyShortOnesAskForNoHugeMap) {
    std::string text = std::string(1'000'000, '.') + "\n";
    for (int y = 0; y < 500'000; ++y) {
        text += ".\n";
    }
    EXPECT_EQ(hostileErrorOf(text).substr(0, 16), "bad.txt:1:1001: ");
    std::string shortFirst = ".\n";
    // Appended in place: GCC 12 at -O2 warns falsely of an overflow in
    // std::string's operator+ here, in some unity batches.
    for (int y = 0; y < 900; ++y) {
        shortFirst.append(1000, '.') += '\n';
    }
    EXPECT_EQ(hostileErrorOf(shortFirst),
              "bad.txt:2:2: this row is 1000 characters long, the first is 1");
}

// Found while measuring fuzz_level's slowest inputs: a 200 by 200 level of
// rats (80 kilobytes) made a run whose every turn took minutes.
TEST(LevelFileHostile, AtMostAThousandMonsters) {
    std::string rows = "@" + std::string(199, 'r') + "\n";
    for (int y = 1; y < 200; ++y) {
        rows.append(200, 'r') += '\n';
    }
    EXPECT_EQ(hostileErrorOf(rows + "legend|r|monster|rat\nend\n"),
              "bad.txt:6:2: a level holds at most 1000 monsters");
    std::string thousand = "@" + std::string(999, '.') + "\n" + std::string(1000, 'r') + "\n";
    const Level level = parseLevel(thousand + "legend|r|monster|rat\nend\n", "crowd.txt");
    EXPECT_EQ(level.placements.size(), 1000u);
}

// Numbers are held to the bounds a save holds them to, so a run begun on
// the level can always be saved and continued.
TEST(LevelFileHostile, APileLargerThanASaveHoldsIsRefused) {
    EXPECT_EQ(hostileErrorOf("#@X#\nlegend|X|item|arrow|1000001\nend\n"),
              "bad.txt:2:21: 1000001 is more than the 1000000 a pile may hold");
    EXPECT_EQ(hostileErrorOf("#@X#\nlegend|X|item|arrow|1000000\nend\n"), "no error");
    EXPECT_EQ(hostileErrorOf("#@G#\nlegend|G|gold|1000000001\nend\n"),
              "bad.txt:2:15: 1000000001 is more than the 1000000000 a pile may hold");
}

// Found by hand: a name that is not UTF-8 loaded, and --dump then
// stopped on it.
TEST(LevelFileHostile, BytesThatAreNotUtf8AreRefusedWhereTheyStand) {
    EXPECT_EQ(hostileErrorOf("level|chateau|Ch\xe2teau\n#@#\n"),
              "bad.txt:1:17: the byte 0xe2 is not UTF-8: a level is UTF-8 text");
    EXPECT_EQ(hostileErrorOf("#@#\n#\xff#\n"),
              "bad.txt:2:2: the byte 0xff is not UTF-8: a level is UTF-8 text");
    EXPECT_EQ(hostileErrorOf("level|v|\xd0\x92\xc3\n#@#\n"),
              "bad.txt:1:10: the byte 0xc3 is not UTF-8: a level is UTF-8 text");
}

}  // namespace
}  // namespace delve
