#include <gtest/gtest.h>

#include "content/content_text.h"

// Each broken monster names the file, the line and column of the mistake, and
// what is wrong, exactly as the game prints it.

namespace delve {
namespace {

using testing::kRat;
using testing::monsterError;
using testing::replaced;

TEST(MonsterErrors, TheGoodRatIsAccepted) {
    EXPECT_EQ(monsterError(kRat), "accepted");
}

TEST(MonsterErrors, SyntaxErrorsKeepTheirPlace) {
    EXPECT_EQ(monsterError(replaced(kRat, "hp = 4", "hp = ")),
              "monsters.toml:5:6: Error while parsing key-value pair: expected value, saw '\\n'");
    EXPECT_EQ(monsterError(replaced(kRat, "[rat]", "[rat")),
              "monsters.toml:1:5: Error while parsing table header: expected ']', saw '\\n'");
}

TEST(MonsterErrors, TomlRejectsAKindDefinedTwice) {
    EXPECT_EQ(monsterError(std::string(kRat) + std::string(kRat)),
              "monsters.toml:15:1: Error while parsing table header: cannot redefine existing "
              "table 'rat'");
}

TEST(MonsterErrors, AMissingFieldIsReportedAtItsTable) {
    EXPECT_EQ(monsterError(replaced(kRat, "hp = 4\n", "")), "monsters.toml:1:1: [rat] has no hp");
    EXPECT_EQ(monsterError(replaced(kRat, "traits = [\"wanders\"]\n", "")),
              "monsters.toml:1:1: [rat] has no traits");
    const std::string second = std::string(kRat) + "\n[bat]\nname = \"bat\"\n";
    EXPECT_EQ(monsterError(second), "monsters.toml:16:1: [bat] has no glyph");
}

TEST(MonsterErrors, WrongTypes) {
    EXPECT_EQ(monsterError(replaced(kRat, "hp = 4", "hp = \"four\"")),
              "monsters.toml:5:6: hp must be a whole number from 1 to 1000, not \"four\"");
    EXPECT_EQ(monsterError(replaced(kRat, "hp = 4", "hp = 4.0")),
              "monsters.toml:5:6: hp must be a whole number from 1 to 1000, not 4.0");
    EXPECT_EQ(monsterError(replaced(kRat, "name = \"rat\"", "name = true")),
              "monsters.toml:2:8: name must be text of 1 to 40 characters in quotes, not true");
    EXPECT_EQ(monsterError(replaced(kRat, "colour = [165, 120, 80]", "colour = \"brown\"")),
              "monsters.toml:4:10: colour must be [red, green, blue], not \"brown\"");
    EXPECT_EQ(monsterError(replaced(kRat, "[\"wanders\"]", "\"wanders\"")),
              "monsters.toml:14:10: traits must be a list such as [\"wanders\"], not \"wanders\"");
    EXPECT_EQ(monsterError(replaced(kRat, "depth = [1, 2]", "depth = 3")),
              "monsters.toml:11:9: depth must be [lowest, highest], not 3");
}

TEST(MonsterErrors, NumbersOutOfRange) {
    EXPECT_EQ(monsterError(replaced(kRat, "hp = 4", "hp = -3")),
              "monsters.toml:5:6: hp must be a whole number from 1 to 1000, not -3");
    EXPECT_EQ(monsterError(replaced(kRat, "hp = 4", "hp = 1001")),
              "monsters.toml:5:6: hp must be a whole number from 1 to 1000, not 1001");
    EXPECT_EQ(monsterError(replaced(kRat, "accuracy = 70", "accuracy = 101")),
              "monsters.toml:7:12: accuracy must be a whole number from 0 to 100, not 101");
    EXPECT_EQ(monsterError(replaced(kRat, "sight = 6", "sight = 31")),
              "monsters.toml:9:9: sight must be a whole number from 0 to 30, not 31");
    EXPECT_EQ(monsterError(replaced(kRat, "speed = 100", "speed = 20")),
              "monsters.toml:10:9: speed must be a whole number from 25 to 400, not 20");
    EXPECT_EQ(monsterError(replaced(kRat, "rarity = 10", "rarity = -1")),
              "monsters.toml:12:10: rarity must be a whole number from 0 to 1000, not -1");
    // Larger than any int: checked before it is narrowed.
    EXPECT_EQ(monsterError(replaced(kRat, "hp = 4", "hp = 4294967300")),
              "monsters.toml:5:6: hp must be a whole number from 1 to 1000, not 4294967300");
}

// A move's table says where its mistake is: the move, its field, its value.
TEST(MonsterErrors, BadMoves) {
    const auto withMoves = [](const std::string& moves) {
        return replaced(kRat, "\"wanders\"]", "\"wanders\"]\nmoves = " + moves);
    };
    EXPECT_EQ(monsterError(withMoves("[{ move = \"teleport\" }]")),
              "monsters.toml:15:19: move must be one of venomous_bite, spit, lightning_bolt, "
              "blink, call_for_help, keep_distance, not \"teleport\"");
    EXPECT_EQ(monsterError(withMoves("[{ move = \"blink\", distance = 5, range = 3 }]")),
              "monsters.toml:15:42: unknown key \"range\" in moves 1 of [rat]");
    EXPECT_EQ(monsterError(withMoves("[{ move = \"blink\", distance = 5, chance = 0 }]")),
              "monsters.toml:15:51: chance must be a whole number from 1 to 100, not 0");
    EXPECT_EQ(monsterError(withMoves("[{ move = \"venomous_bite\", condition = \"dizzy\", "
                                     "turns = 3 }]")),
              "monsters.toml:15:48: condition must be one of poisoned, confused, bleeding, held, "
              "slowed, hasted, not \"dizzy\"");
    EXPECT_EQ(monsterError(withMoves("[{ move = \"spit\", range = 4, damage = \"1d3\", "
                                     "turns = 2 }]")),
              "monsters.toml:15:10: moves 1 of [rat] has no condition");
    EXPECT_EQ(monsterError(withMoves("{ move = \"blink\" }")),
              "monsters.toml:15:9: moves must be a list of tables such as [{ move = ... }], "
              "not a table");
    EXPECT_EQ(monsterError(withMoves("[{ move = \"blink\" }]")),
              "monsters.toml:15:10: moves 1 of [rat] has no distance");
    EXPECT_EQ(monsterError(withMoves("[{ move = \"blink\", distance = 5 }]")),
              "monsters.toml:15:10: moves 1 of [rat] has no name");
}

TEST(MonsterErrors, BadDice) {
    EXPECT_EQ(monsterError(replaced(kRat, "\"1d3\"", "\"d6\"")),
              "monsters.toml:6:10: damage must be dice such as \"1d6\" or \"2d4+1\", not \"d6\"");
    EXPECT_EQ(monsterError(replaced(kRat, "\"1d3\"", "3")),
              "monsters.toml:6:10: damage must be dice such as \"1d6\" or \"2d4+1\", not 3");
    EXPECT_EQ(monsterError(replaced(kRat, "\"1d3\"", "\"1d3-2\"")),
              "monsters.toml:6:10: damage \"1d3-2\" could roll below 0");
}

TEST(MonsterErrors, BadGlyphs) {
    EXPECT_EQ(monsterError(replaced(kRat, "glyph = \"r\"", "glyph = \"rr\"")),
              "monsters.toml:3:9: glyph must be one visible character in quotes, not \"rr\"");
    EXPECT_EQ(monsterError(replaced(kRat, "glyph = \"r\"", "glyph = \"\"")),
              "monsters.toml:3:9: glyph must be one visible character in quotes, not \"\"");
    EXPECT_EQ(monsterError(replaced(kRat, "glyph = \"r\"", "glyph = \" \"")),
              "monsters.toml:3:9: glyph must be one visible character in quotes, not \" \"");
}

TEST(MonsterErrors, BadColours) {
    EXPECT_EQ(monsterError(replaced(kRat, "[165, 120, 80]", "[165, 120]")),
              "monsters.toml:4:10: colour must be [red, green, blue], not [165, 120]");
    EXPECT_EQ(monsterError(replaced(kRat, "[165, 120, 80]", "[165, 300, 80]")),
              "monsters.toml:4:16: each part of colour must be a whole number from 0 to 255, "
              "not 300");
}

TEST(MonsterErrors, BadDepths) {
    EXPECT_EQ(monsterError(replaced(kRat, "depth = [1, 2]", "depth = [5, 3]")),
              "monsters.toml:11:9: depth must go from low to high, not [5, 3]");
    EXPECT_EQ(monsterError(replaced(kRat, "depth = [1, 2]", "depth = [0, 3]")),
              "monsters.toml:11:10: each end of depth must be a whole number from 1 to 10, not 0");
    EXPECT_EQ(monsterError(replaced(kRat, "depth = [1, 2]", "depth = [1, 11]")),
              "monsters.toml:11:13: each end of depth must be a whole number from 1 to 10, not "
              "11");
}

TEST(MonsterErrors, UnknownKeys) {
    EXPECT_EQ(monsterError(replaced(kRat, "hp = 4", "hpp = 4")),
              "monsters.toml:5:1: unknown key \"hpp\" in [rat]; did you mean \"hp\"?");
    EXPECT_EQ(monsterError(replaced(kRat, "colour =", "color =")),
              "monsters.toml:4:1: unknown key \"color\" in [rat]; did you mean \"colour\"?");
    EXPECT_EQ(monsterError(std::string(kRat) + "regenerates = true\n"),
              "monsters.toml:15:1: unknown key \"regenerates\" in [rat]");
    EXPECT_EQ(monsterError(std::string(kRat) + "ab = 1\n"),
              "monsters.toml:15:1: unknown key \"ab\" in [rat]");
    // Of two, the first in the file, though a table sorts its keys.
    EXPECT_EQ(monsterError(replaced(kRat, "name =", "zzz = 1\nname =") + "aaa = 2\n"),
              "monsters.toml:2:1: unknown key \"zzz\" in [rat]");
}

// Names in other languages are the catalogs' now: a table of them in the
// data is a mistake, named where it stands.
TEST(MonsterErrors, NamesInOtherLanguagesAreNotData) {
    EXPECT_EQ(monsterError(std::string(kRat) + "name_de = { gender = \"f\", one = \"Ratte\" }\n"),
              "monsters.toml:15:1: unknown key \"name_de\" in [rat]");
    EXPECT_EQ(monsterError(replaced(kRat, "name = \"rat\"", "name = \"rat\"\nplural = 7")),
              "monsters.toml:3:10: plural must be text of 1 to 40 characters in quotes, not 7");
}

TEST(MonsterErrors, UnknownOrRepeatedTraits) {
    EXPECT_EQ(monsterError(replaced(kRat, "[\"wanders\"]", "[\"wanders\", \"sleepy\"]")),
              "monsters.toml:14:22: each of traits must be one of wanders, sleeps, erratic, "
              "flees_when_hurt, not \"sleepy\"");
    EXPECT_EQ(monsterError(replaced(kRat, "[\"wanders\"]", "[\"wanders\", \"wanders\"]")),
              "monsters.toml:14:22: \"wanders\" is twice in traits");
}

TEST(MonsterErrors, IdsAreSnakeCase) {
    EXPECT_EQ(monsterError(replaced(kRat, "[rat]", "[GiantRat]")),
              "monsters.toml:1:2: the monster id \"GiantRat\" must be snake_case: lower-case "
              "letters, digits and _, starting with a letter");
    EXPECT_EQ(monsterError(replaced(kRat, "[rat]", "[giant-rat]")),
              "monsters.toml:1:2: the monster id \"giant-rat\" must be snake_case: lower-case "
              "letters, digits and _, starting with a letter");
}

TEST(MonsterErrors, EveryKindIsATable) {
    EXPECT_EQ(monsterError("hp = 4\n" + std::string(kRat)),
              "monsters.toml:1:1: \"hp\" is not a monster: each monster is a table such as "
              "[giant_white_rat]");
    EXPECT_EQ(monsterError(std::string(kRat) + "\n[rat.young]\nhp = 2\n"),
              "monsters.toml:16:6: unknown key \"young\" in [rat]");
}

TEST(MonsterErrors, AFileWithoutMonsters) {
    EXPECT_EQ(monsterError(""), "monsters.toml:1:1: the file defines no monster at all");
    EXPECT_EQ(monsterError("# to come\n"), "monsters.toml:1:1: the file defines no monster at all");
}

TEST(MonsterErrors, AKindAlreadyRead) {
    Rules rules;
    parseMonsters(kRat, "monsters.toml", rules);
    try {
        parseMonsters(kRat, "more_monsters.toml", rules);
        FAIL() << "accepted";
    } catch (const ContentError& error) {
        EXPECT_STREQ(error.what(), "more_monsters.toml:1:1: the monster [rat] is already defined");
    }
    EXPECT_EQ(rules.monsters.size(), 1u);
}

}  // namespace
}  // namespace delve

namespace delve {
namespace {

TEST(MonsterErrors, APackIsOneToEightLowToHigh) {
    const std::string withPack =
        testing::replaced(testing::kRat, "hp = 4\n", "hp = 4\npack = [2, 4]\n");
    EXPECT_EQ(testing::monsterError(withPack), "accepted");
    EXPECT_EQ(testing::monsterError(testing::replaced(withPack, "[2, 4]", "[0, 4]")),
              "monsters.toml:6:9: each end of pack must be a whole number from 1 to 8, not 0");
    EXPECT_EQ(testing::monsterError(testing::replaced(withPack, "[2, 4]", "[4, 2]")),
              "monsters.toml:6:8: pack must go from low to high, not [4, 2]");
}

TEST(MonsterTable, AKindWithoutAPackComesAlone) {
    Rules rules;
    parseMonsters(testing::kRat, "monsters.toml", rules);
    ASSERT_EQ(rules.monsters.size(), 1u);
    EXPECT_EQ(rules.monsters[0].pack, (Span{1, 1}));
}

}  // namespace
}  // namespace delve
