#include <gtest/gtest.h>

#include "ui/text_wrap.h"

namespace delve {
namespace {

using Lines = std::vector<std::string>;

TEST(TextWrap, BreaksBetweenWords) {
    EXPECT_EQ(wrapWords("You remember a closed door.", 20),
              (Lines{"You remember a", "closed door."}));
    EXPECT_EQ(wrapWords("That is you.", 20), (Lines{"That is you."}));
    EXPECT_EQ(wrapWords("exactly twenty chars", 20), (Lines{"exactly twenty chars"}));
}

TEST(TextWrap, CutsAWordLongerThanALine) {
    EXPECT_EQ(wrapWords("abcdefgh ij", 3), (Lines{"abc", "def", "gh", "ij"}));
}

TEST(TextWrap, CountsCharactersNotBytes) {
    EXPECT_EQ(wrapWords("\u00e9t\u00e9 \u00e9t\u00e9", 7), (Lines{"\u00e9t\u00e9 \u00e9t\u00e9"}));
    EXPECT_EQ(wrapWords("\u00e9t\u00e9 \u00e9t\u00e9", 6),
              (Lines{"\u00e9t\u00e9", "\u00e9t\u00e9"}));
}

TEST(TextWrap, NothingOrNoRoomGivesNoLines) {
    EXPECT_TRUE(wrapWords("", 10).empty());
    EXPECT_TRUE(wrapWords("   ", 10).empty());
    EXPECT_TRUE(wrapWords("words", 0).empty());
}

}  // namespace
}  // namespace delve
