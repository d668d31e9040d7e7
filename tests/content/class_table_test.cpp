#include <gtest/gtest.h>

#include "content/content_text.h"

namespace delve {
namespace {

using testing::classError;
using testing::kFighter;
using testing::replaced;

TEST(ClassTable, ReadsEveryField) {
    Rules rules;
    parseClasses(kFighter, "classes.toml", rules);
    ASSERT_EQ(rules.classes.size(), 1u);
    const HeroClass& fighter = rules.classes.front();
    EXPECT_EQ(fighter.id, "fighter");
    EXPECT_EQ(fighter.name, "Fighter");
    EXPECT_EQ(fighter.description, "Sturdy.");
    EXPECT_EQ(fighter.maxHp, 32);
    EXPECT_EQ(fighter.damage, (Dice{1, 8, 1}));
    EXPECT_EQ(fighter.accuracy, 80);
    EXPECT_EQ(fighter.defence, 10);
    EXPECT_EQ(fighter.sightRadius, 9);
    EXPECT_EQ(fighter.hpPerLevel, 6);
    EXPECT_EQ(fighter.damagePerLevel, 1);
    EXPECT_EQ(fighter.trait, ClassTrait::Toughness);
}

TEST(ClassTable, EachTraitByName) {
    Rules rules;
    parseClasses(
        replaced(replaced(kFighter, "[fighter]", "[rogue]"), "\"toughness\"", "\"keen_eyes\""),
        "classes.toml", rules);
    parseClasses(
        replaced(replaced(kFighter, "[fighter]", "[barbarian]"), "\"toughness\"", "\"fury\""),
        "classes.toml", rules);
    ASSERT_NE(rules.heroClass("rogue"), nullptr);
    ASSERT_NE(rules.heroClass("barbarian"), nullptr);
    EXPECT_EQ(rules.heroClass("rogue")->trait, ClassTrait::KeenEyes);
    EXPECT_EQ(rules.heroClass("barbarian")->trait, ClassTrait::Fury);
}

TEST(ClassErrors, TheGoodFighterIsAccepted) {
    EXPECT_EQ(classError(kFighter), "accepted");
}

TEST(ClassErrors, EachProblemAtItsPlace) {
    EXPECT_EQ(classError(replaced(kFighter, "\"toughness\"", "\"speed\"")),
              "classes.toml:12:9: trait must be one of toughness, keen_eyes, fury, not \"speed\"");
    EXPECT_EQ(classError(replaced(kFighter, "description = \"Sturdy.\"\n", "")),
              "classes.toml:1:1: [fighter] has no description");
    EXPECT_EQ(classError(replaced(kFighter, "sneak_attack = 3", "sneak_attack = 0")),
              "classes.toml:11:16: sneak_attack must be a whole number from 1 to 10, not 0");
    EXPECT_EQ(classError(replaced(kFighter, "sight = 9", "sight = 0")),
              "classes.toml:8:9: sight must be a whole number from 1 to 30, not 0");
    EXPECT_EQ(classError(replaced(kFighter, "hp_per_level", "hp_per_lvl")),
              "classes.toml:9:1: unknown key \"hp_per_lvl\" in [fighter]; did you mean "
              "\"hp_per_level\"?");
    EXPECT_EQ(classError(replaced(kFighter, "\"1d8+1\"", "\"1d8+\"")),
              "classes.toml:5:10: damage must be dice such as \"1d6\" or \"2d4+1\", not \"1d8+\"");
    EXPECT_EQ(classError(replaced(kFighter, "accuracy = 80", "accuracy = [80]")),
              "classes.toml:6:12: accuracy must be a whole number from 0 to 100, not [80]");
    EXPECT_EQ(classError(replaced(kFighter, "name = \"Fighter\"", "name = \"Fighter")),
              "classes.toml:2:16: Error while parsing string: unescaped control characters other "
              "than TAB (U+0009) are explicitly prohibited");
}

TEST(ClassErrors, AFileWithoutClasses) {
    EXPECT_EQ(classError("\n\n"), "classes.toml:1:1: the file defines no class at all");
    EXPECT_EQ(classError("name = \"Fighter\"\n"),
              "classes.toml:1:1: \"name\" is not a class: each class is a table such as "
              "[fighter]");
}

TEST(ClassTable, TheHerosGenderIsFemaleUnlessTheClassSaysMale) {
    Rules rules;
    parseClasses(kFighter, "classes.toml", rules);
    parseClasses(replaced(replaced(kFighter, "[fighter]", "[knight]"), "hero_name = \"Bran\"",
                          "hero_name = \"Bran\"\nhero_gender = \"male\""),
                 "classes.toml", rules);
    EXPECT_EQ(rules.heroClass("fighter")->heroGender, HeroGender::Female);
    EXPECT_EQ(rules.heroClass("knight")->heroGender, HeroGender::Male);
    EXPECT_EQ(classError(replaced(kFighter, "hero_name = \"Bran\"",
                                  "hero_name = \"Bran\"\nhero_gender = \"they\"")),
              "classes.toml:15:15: hero_gender is \"female\" or \"male\", not \"they\"");
}

}  // namespace
}  // namespace delve
