#include <gtest/gtest.h>

#include "content/content_text.h"
#include "content/rules_loader.h"
#include "game/moves/move_rule.h"

namespace delve {
namespace {

using testing::kRat;
using testing::monsterError;
using testing::replaced;

TEST(MonsterTable, ReadsEveryField) {
    Rules rules;
    parseMonsters(
        replaced(kRat, "traits = [\"wanders\"]",
                 "traits = [\"sleeps\", \"erratic\", \"flees_when_hurt\"]\n"
                 "moves = [{ move = \"venomous_bite\", name = \"bite\", condition = \"poisoned\", "
                 "turns = 3 }]"),
        "monsters.toml", rules);
    ASSERT_EQ(rules.monsters.size(), 1u);
    const MonsterKind& rat = rules.monsters.front();
    EXPECT_EQ(rat.id, "rat");
    EXPECT_EQ(rat.name.one, "rat");
    EXPECT_EQ(rat.name.many, "rats");
    EXPECT_EQ(rat.glyph, U'r');
    EXPECT_EQ(rat.colour, (Colour{165, 120, 80}));
    EXPECT_EQ(rat.maxHp, 4);
    EXPECT_EQ(rat.damage, (Dice{1, 3, 0}));
    EXPECT_EQ(rat.accuracy, 70);
    EXPECT_EQ(rat.defence, 0);
    EXPECT_EQ(rat.sight, 6);
    EXPECT_EQ(rat.speed, 100);
    EXPECT_EQ(rat.minDepth, 1);
    EXPECT_EQ(rat.maxDepth, 2);
    EXPECT_EQ(rat.rarity, 10);
    EXPECT_EQ(rat.experience, 1);
    EXPECT_FALSE(rat.wanders);
    EXPECT_TRUE(rat.sleeps);
    EXPECT_TRUE(rat.erratic);
    EXPECT_TRUE(rat.fleesWhenHurt);
    ASSERT_EQ(rat.moves.size(), 1u);
    EXPECT_EQ(rat.moves[0].rule, moveRuleOf("venomous_bite"));
    EXPECT_EQ(rat.moves[0].name, "bite");
    EXPECT_EQ(rat.moves[0].numbers.condition, ConditionKind::Poisoned);
    EXPECT_EQ(rat.moves[0].numbers.turns, 3);
    EXPECT_EQ(rat.moves[0].chance, 100);
}

// Each move is read from its word, with its numbers and its name.
TEST(MonsterTable, ReadsEveryMoveWithItsNumbers) {
    Rules rules;
    parseMonsters(
        replaced(kRat, "traits = [\"wanders\"]",
                 "traits = []\nmoves = [\n"
                 "  { move = \"venomous_bite\", name = \"sting\", condition = \"slowed\", turns = "
                 "2, chance = 10 },\n"
                 "  { move = \"spit\", name = \"web\", range = 5, damage = \"1d4\", condition = "
                 "\"held\", turns = 2 },\n"
                 "  { move = \"spit\", name = \"spit\", range = 3, damage = \"2d2\" },\n"
                 "  { move = \"lightning_bolt\", name = \"bolt\", range = 6, damage = \"2d5\", "
                 "chance = 30 },\n"
                 "  { move = \"blink\", name = \"blink\", distance = 4 },\n"
                 "  { move = \"call_for_help\", name = \"howl\", range = 9 },\n"
                 "  { move = \"keep_distance\", name = \"wary\", distance = 2, chance = 50 },\n"
                 "]"),
        "monsters.toml", rules);
    const MonsterMoves& moves = rules.monsters.at(0).moves;
    ASSERT_EQ(moves.size(), 7u);
    EXPECT_EQ(moves[0].rule, moveRuleOf("venomous_bite"));
    EXPECT_EQ(moves[0].numbers.condition, ConditionKind::Slowed);
    EXPECT_EQ(moves[0].chance, 10);
    EXPECT_EQ(moves[0].name, "sting");
    const MoveNumbers& web = moves[1].numbers;
    EXPECT_EQ(moves[1].rule, moveRuleOf("spit"));
    EXPECT_EQ(web.range, 5);
    EXPECT_EQ(web.damage, (Dice{1, 4, 0}));
    EXPECT_EQ(web.condition, ConditionKind::Held);
    EXPECT_EQ(web.turns, 2);
    EXPECT_EQ(moves[1].name, "web");
    EXPECT_EQ(moves[2].numbers.turns, 0);  // leaves nothing
    EXPECT_EQ(moves[3].rule, moveRuleOf("lightning_bolt"));
    EXPECT_EQ(moves[3].numbers.damage, (Dice{2, 5, 0}));
    EXPECT_EQ(moves[3].chance, 30);
    EXPECT_EQ(moves[4].rule, moveRuleOf("blink"));
    EXPECT_EQ(moves[4].numbers.distance, 4);
    EXPECT_EQ(moves[5].rule, moveRuleOf("call_for_help"));
    EXPECT_EQ(moves[5].numbers.range, 9);
    EXPECT_EQ(moves[6].rule, moveRuleOf("keep_distance"));
    EXPECT_EQ(moves[6].numbers.distance, 2);
    EXPECT_EQ(moves[6].chance, 50);
}

TEST(MonsterTable, MovesAreOptionalAndTraitsMayBeNone) {
    Rules rules;
    parseMonsters(replaced(kRat, "[\"wanders\"]", "[]"), "monsters.toml", rules);
    ASSERT_EQ(rules.monsters.size(), 1u);
    EXPECT_TRUE(rules.monsters[0].moves.empty());
    EXPECT_FALSE(rules.monsters[0].wanders);
    EXPECT_FALSE(rules.monsters[0].sleeps);
}

TEST(MonsterTable, KindsKeepTheOrderOfTheFile) {
    Rules rules;
    const std::string text = replaced(kRat, "[rat]", "[zebra_rat]") + "\n" + std::string(kRat) +
                             "\n" + replaced(kRat, "[rat]", "[mole_rat]");
    parseMonsters(text, "monsters.toml", rules);
    ASSERT_EQ(rules.monsters.size(), 3u);
    EXPECT_EQ(rules.monsters[0].id, "zebra_rat");
    EXPECT_EQ(rules.monsters[1].id, "rat");
    EXPECT_EQ(rules.monsters[2].id, "mole_rat");
    EXPECT_NE(rules.monster("mole_rat"), nullptr);
}

TEST(MonsterTable, AGlyphMayBeAnyOneCharacter) {
    Rules rules;
    parseMonsters(replaced(kRat, "glyph = \"r\"", "glyph = \"é\""), "monsters.toml", rules);
    parseMonsters(
        replaced(replaced(kRat, "[rat]", "[cave_rat]"), "glyph = \"r\"", "glyph = \"\U0001F400\""),
        "monsters.toml", rules);
    ASSERT_EQ(rules.monsters.size(), 2u);
    EXPECT_EQ(rules.monsters[0].glyph, U'é');
    EXPECT_EQ(rules.monsters[1].glyph, U'\U0001F400');
}

TEST(MonsterTable, DiceMayCarryABonusOrAPenalty) {
    Rules rules;
    parseMonsters(replaced(kRat, "\"1d3\"", "\"2d4+1\""), "monsters.toml", rules);
    parseMonsters(replaced(replaced(kRat, "[rat]", "[weak_rat]"), "\"1d3\"", "\"1d3-1\""),
                  "monsters.toml", rules);
    EXPECT_EQ(rules.monsters[0].damage, (Dice{2, 4, 1}));
    EXPECT_EQ(rules.monsters[1].damage, (Dice{1, 3, -1}));
}

TEST(MonsterTable, ABadTextAddsNothing) {
    Rules rules;
    const std::string text =
        std::string(kRat) + replaced(replaced(kRat, "[rat]", "[bad_rat]"), "hp = 4", "hp = 0");
    EXPECT_THROW(parseMonsters(text, "monsters.toml", rules), ContentError);
    EXPECT_TRUE(rules.monsters.empty());
}

TEST(MonsterTable, TheErrorKnowsItsPlace) {
    Rules rules;
    try {
        parseMonsters(replaced(kRat, "hp = 4", "hp = -3"), "data/monsters.toml", rules);
        FAIL() << "accepted";
    } catch (const ContentError& error) {
        EXPECT_EQ(error.source(), "data/monsters.toml");
        EXPECT_EQ(error.line(), 5);
        EXPECT_EQ(error.column(), 6);
        EXPECT_STREQ(error.what(),
                     "data/monsters.toml:5:6: hp must be a whole number from 1 to 1000, not -3");
    }
}

}  // namespace
}  // namespace delve
