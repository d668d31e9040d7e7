// data/conditions.toml: every condition's words, each condition once.
#include <gtest/gtest.h>

#include <string>

#include "content/content_text.h"
#include "content/rules_loader.h"
#include "support/build_folders.h"

namespace delve {
namespace {

std::string wordsOf(std::string_view condition) {
    std::string text = "[" + std::string(condition) + "]\n";
    for (const char* key :
         {"name", "state", "hero_begins", "hero_ends", "monster_begins", "monster_ends"}) {
        text += std::string(key) + " = \"" + std::string(condition) + ": " + key + "\"\n";
    }
    return text;
}

const std::string kConditions = wordsOf("poisoned") + wordsOf("confused") + wordsOf("bleeding") +
                                wordsOf("held") + wordsOf("slowed") + wordsOf("hasted");

std::string conditionError(std::string_view text) {
    Rules rules;
    try {
        parseConditions(text, "conditions.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

TEST(ConditionTable, ReadsEveryConditionsWords) {
    Rules rules;
    parseConditions(kConditions, "conditions.toml", rules);
    const ConditionWords& held = rules.wordsOf(ConditionKind::Held);
    EXPECT_EQ(held.name, "held: name");
    EXPECT_EQ(held.state, "held: state");
    EXPECT_EQ(held.heroBegins, "held: hero_begins");
    EXPECT_EQ(held.heroEnds, "held: hero_ends");
    EXPECT_EQ(held.monsterBegins, "held: monster_begins");
    EXPECT_EQ(held.monsterEnds, "held: monster_ends");
    EXPECT_EQ(rules.wordsOf(ConditionKind::Hasted).name, "hasted: name");
}

TEST(ConditionTable, EveryConditionMustBeThere) {
    EXPECT_EQ(conditionError(testing::replaced(kConditions, wordsOf("slowed"), "")),
              "conditions.toml:1:1: no [slowed]: every condition needs its words (poisoned, "
              "confused, bleeding, held, slowed, hasted)");
}

TEST(ConditionTable, AnUnknownConditionIsNamed) {
    EXPECT_EQ(conditionError(kConditions + wordsOf("dizzy")),
              "conditions.toml:43:1: unknown condition [dizzy]: the conditions are poisoned, "
              "confused, bleeding, held, slowed, hasted");
}

TEST(ConditionTable, AMissingWordIsRefused) {
    EXPECT_EQ(conditionError(testing::replaced(kConditions, "state = \"held: state\"\n", "")),
              "conditions.toml:22:1: [held] has no state");
}

}  // namespace
}  // namespace delve
