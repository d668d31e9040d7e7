#include <gtest/gtest.h>

#include "ui/text/text_wrap.h"

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

TEST(TextWrap, KeepsBlanksInsideALineAndAtTheStartButNotWhereItBreaks) {
    EXPECT_EQ(wrapWords(" 1  fighter    3", 20), (Lines{" 1  fighter    3"}));
    EXPECT_EQ(wrapWords("Enter: go    Esc: leave", 12), (Lines{"Enter: go", "Esc: leave"}));
}

TEST(TextWrap, LaterLinesMayBeNarrower) {
    EXPECT_EQ(wrapWords("killed by a giant white rat", 12, 8),
              (Lines{"killed by a", "giant", "white", "rat"}));
}

TEST(TextWrap, AShortenedNameEndsInAnEllipsis) {
    EXPECT_EQ(shortened("giant white rat", 20), "giant white rat");
    EXPECT_EQ(shortened("giant white rat", 10), "giant whi\u2026");
    EXPECT_EQ(shortened("giant white rat", 7), "giant\u2026");  // no blank before it
    EXPECT_EQ(shortened("rat", 0), "");
}

TEST(TextWrap, ANameIsWrappedButNeverBrokenInsideAWord) {
    EXPECT_EQ(wrapName("The Dripping Vaults", 12), (Lines{"The Dripping", "Vaults"}));
    EXPECT_EQ(wrapName("delve_test_level", 10), (Lines{"delve_tes\u2026"}));
}

TEST(TextWrap, ANameWithinTwoLinesIsShortenedAndTheWordsAroundItKept) {
    const auto alone = [](const std::string& name) { return name; };
    const auto asleep = [](const std::string& name) { return name + " (duerme)"; };
    EXPECT_EQ(nameWithin("giant white rat", 16, 2, alone), "giant white rat");
    EXPECT_EQ(nameWithin("giant white rat", 16, 2, asleep), "giant white rat (duerme)");
    // Three lines of sixteen, "murciélago / frugívoro / (duerme)", made two.
    const std::string fitted = nameWithin("murciélago frugívoro", 16, 2, asleep);
    EXPECT_EQ(fitted, "murciélago frugív\u2026 (duerme)");
    EXPECT_EQ(wrapName(fitted, 16), (Lines{"murciélago", "frugív\u2026 (duerme)"}));
    EXPECT_EQ(nameWithin("scroll of aggravate monsters", 16, 2, alone),
              "scroll of aggravate monst\u2026");
}

}  // namespace
}  // namespace delve
