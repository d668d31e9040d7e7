#include <gtest/gtest.h>

#include "content/content_text.h"
#include "content/rules_loader.h"

namespace delve {
namespace {

using testing::kRat;
using testing::monsterError;
using testing::replaced;

TEST(MonsterTable, ReadsEveryField) {
    Rules rules;
    parseMonsters(replaced(kRat, "traits = [\"wanders\"]",
                           "traits = [\"sleeps\", \"erratic\", \"flees_when_hurt\"]\n"
                           "poison_on_hit = 3"),
                  "monsters.toml", rules);
    ASSERT_EQ(rules.monsters.size(), 1u);
    const MonsterKind& rat = rules.monsters.front();
    EXPECT_EQ(rat.id, "rat");
    EXPECT_EQ(rat.name, "rat");
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
    EXPECT_EQ(rat.poisonOnHit, 3);
}

TEST(MonsterTable, PoisonIsOptionalAndTraitsMayBeNone) {
    Rules rules;
    parseMonsters(replaced(kRat, "[\"wanders\"]", "[]"), "monsters.toml", rules);
    ASSERT_EQ(rules.monsters.size(), 1u);
    EXPECT_EQ(rules.monsters[0].poisonOnHit, 0);
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
