// data/skills.toml: each class's skills, each naming a class that exists
// and an effect with only the numbers it takes; faults at file:line:column.
#include <gtest/gtest.h>

#include "support/test_rules.h"

#include <filesystem>

#include "content/rules_loader.h"

namespace delve {
namespace {

using testing::shippedRules;

std::string skillError(const std::string& text) {
    Rules rules = *shippedRules();
    rules.skills.clear();
    try {
        parseSkills(text, "skills.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

const std::string kHead =
    "[spin]\nname = \"Spin\"\nschool = \"Fury\"\ndescription = \"Round.\"\n"
    "class = \"barbarian\"\nlevel = 2\nmana = 3\n";

TEST(SkillTable, EveryClassLearnsAtLeastThreeSkillsAndTheBarbarianWhirlwindFirst) {
    const Rules& rules = *shippedRules();
    for (const HeroClass& heroClass : rules.classes) {
        EXPECT_GE(rules.skillsOf(heroClass).size(), 3u) << heroClass.id;
    }
    const std::vector<const Skill*> barbarian = rules.skillsOf(*rules.heroClass("barbarian"));
    ASSERT_FALSE(barbarian.empty());
    EXPECT_EQ(barbarian.front()->id, "whirlwind");
    EXPECT_EQ(barbarian.front()->experienceLevel, 2);
    EXPECT_TRUE(std::holds_alternative<Whirlwind>(barbarian.front()->effect));
}

TEST(SkillTable, ASkillIsReadWithItsEffectsNumbers) {
    Rules rules = *shippedRules();
    rules.skills.clear();
    parseSkills(kHead + "effect = \"daze\"\nrange = 3\ncondition = \"confused\"\nturns = 4\n",
                "skills.toml", rules);
    ASSERT_EQ(rules.skills.size(), 1u);
    const Skill& spin = rules.skills.front();
    EXPECT_EQ(spin.school, "Fury");
    EXPECT_EQ(spin.mana, 3);
    const auto* daze = std::get_if<Daze>(&spin.effect);
    ASSERT_NE(daze, nullptr);
    EXPECT_EQ(daze->range, 3);
    EXPECT_EQ(daze->condition, ConditionKind::Confused);
    EXPECT_EQ(daze->turns, 4);
}

TEST(SkillTable, AnUnknownEffectIsRefusedWithItsPlace) {
    EXPECT_EQ(skillError(kHead + "effect = \"juggle\"\n"),
              "skills.toml:8:10: effect must be one of whirlwind, charge, crippling_blow, mend, "
              "frighten, daze, bolster, shadow_step, not \"juggle\"");
}

TEST(SkillTable, ANumberTheEffectDoesNotTakeIsRefused) {
    const std::string error = skillError(kHead + "effect = \"whirlwind\"\nrange = 3\n");
    EXPECT_EQ(error.rfind("skills.toml:9:", 0), 0u) << error;
    EXPECT_NE(error.find("range"), std::string::npos) << error;
}

TEST(SkillTable, AClassThatDoesNotExistIsRefused) {
    std::string text = kHead + "effect = \"whirlwind\"\n";
    text.replace(text.find("barbarian"), 9, "bard");
    EXPECT_EQ(skillError(text), "skills.toml:5:9: no class \"bard\" is known");
}

TEST(SkillTable, ASkillDefinedTwiceIsRefused) {
    const std::string one = kHead + "effect = \"whirlwind\"\n";
    // TOML itself refuses a table given twice, at the second.
    const std::string error = skillError(one + one);
    EXPECT_EQ(error.rfind("skills.toml:9:", 0), 0u) << error;
}

}  // namespace
}  // namespace delve
