#include <gtest/gtest.h>

#include "content/english.h"

namespace delve {
namespace {

TEST(English, AnBeforeAVowelAndABeforeTheRest) {
    EXPECT_EQ(withIndefiniteArticle("orc"), "an orc");
    EXPECT_EQ(withIndefiniteArticle("giant white rat"), "a giant white rat");
    EXPECT_EQ(withIndefiniteArticle("closed door"), "a closed door");
}

TEST(English, PluralsFollowTheRegularRules) {
    EXPECT_EQ(plural("rat"), "rats");
    EXPECT_EQ(plural("dire wolf"), "dire wolves");
    EXPECT_EQ(plural("dwarf"), "dwarves");
    EXPECT_EQ(plural("fox"), "foxes");
    EXPECT_EQ(plural("moss"), "mosses");
    EXPECT_EQ(plural("harpy"), "harpies");
    EXPECT_EQ(plural("monkey"), "monkeys");
    EXPECT_EQ(plural(""), "");
}

}  // namespace
}  // namespace delve
