// A class's kit in data/classes.toml: things the rules know, each with how
// many; a mistake is named with its place.
#include <gtest/gtest.h>

#include "content/content_text.h"
#include "support/test_rules.h"

namespace delve {
namespace {

// What parsing the fighter with `kit` says, against rules that know the
// shipped items (and no classes yet).
std::string kitError(const std::string& kit) {
    Rules rules = *testing::shippedRules();
    rules.classes.clear();
    try {
        parseClasses(std::string(testing::kFighter) + kit, "classes.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

TEST(ClassKit, ReadsEachThingAndHowMany) {
    Rules rules = *testing::shippedRules();
    rules.classes.clear();
    parseClasses(std::string(testing::kFighter) +
                     "kit = [{ item = \"sword\" }, { item = \"arrow\", count = 12 }]\n",
                 "classes.toml", rules);
    ASSERT_EQ(rules.classes.size(), 1u);
    EXPECT_EQ(rules.classes[0].kit, (std::vector<KitItem>{{"sword", 1}, {"arrow", 12}}));
}

TEST(ClassKit, AClassWithoutAKitStartsWithNothing) {
    EXPECT_EQ(kitError(""), "accepted");
}

TEST(ClassKit, AThingTheRulesDoNotKnowIsNamed) {
    EXPECT_EQ(kitError("kit = [{ item = \"shield\" }]\n"),
              "classes.toml:15:17: the rules know no item \"shield\"");
}

TEST(ClassKit, HowManyIsOneToNinetyNine) {
    EXPECT_EQ(kitError("kit = [{ item = \"arrow\", count = 0 }]\n"),
              "classes.toml:15:34: count must be a whole number from 1 to 99, not 0");
}

TEST(ClassKit, AnUnknownFieldOfAThingIsRefused) {
    const std::string error = kitError("kit = [{ item = \"arrow\", amount = 3 }]\n");
    EXPECT_NE(error.find("amount"), std::string::npos) << error;
}

}  // namespace
}  // namespace delve
