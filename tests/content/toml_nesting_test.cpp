// TOML nested too deep for the parser is refused before it reaches it, at
// the key or bracket where the depth is passed, and nothing of ordinary
// depth is refused on the way.
#include <gtest/gtest.h>

#include <string>

#include "content/rules_loader.h"
#include "content/toml_nesting.h"
#include "content/toml_values.h"

namespace delve {
namespace {

std::string dotted(char part, int parts) {
    std::string out(1, part);
    for (int i = 1; i < parts; ++i) {
        out += '.';
        out += part;
    }
    return out;
}

TEST(TomlNesting, AHeaderOfFiftyThousandPartsIsRefusedAtItsLine) {
    const auto deep = tomlTooDeep("# above\n[" + dotted('a', 50000) + "]\n");
    ASSERT_TRUE(deep);
    EXPECT_EQ(deep->line, 2);
    EXPECT_EQ(deep->column, 1);
    EXPECT_NE(deep->problem.find("50000 deep"), std::string::npos) << deep->problem;
}

TEST(TomlNesting, ADottedKeyCountsTheHeaderItStandsUnder) {
    const std::string key = "x = 1\n[" + dotted('a', 40) + "]\n  " + dotted('b', 25) + " = 1\n";
    const auto deep = tomlTooDeep(key);
    ASSERT_TRUE(deep);
    EXPECT_EQ(deep->line, 3);
    EXPECT_EQ(deep->column, 3);
    EXPECT_NE(deep->problem.find("65 deep"), std::string::npos) << deep->problem;
}

TEST(TomlNesting, InlineTablesAndListsAddTheirDepthToTheKeys) {
    std::string value = "v = ";
    for (int i = 0; i < 40; ++i) {
        value += "[{" + dotted('k', 1) + " = ";
    }
    EXPECT_TRUE(tomlTooDeep(value + "1\n"));
    EXPECT_FALSE(tomlTooDeep("v = [[[{a.b = [1, {c = 2}]}]]]\n"));
}

TEST(TomlNesting, DotsInStringsQuotedKeysNumbersAndCommentsAreNotParts) {
    const std::string text = "\"" + dotted('q', 100) + "\" = '" + dotted('s', 100) +
                             "'\nfloat = 1.5\n# " + dotted('c', 100) + "\nlong = \"\"\"\n" +
                             dotted('m', 100) + "\n\"\"\"\nescaped = \"\\\"" + dotted('e', 100) +
                             "\"\n";
    EXPECT_FALSE(tomlTooDeep(text)) << tomlTooDeep(text)->problem;
}

TEST(TomlNesting, SixtyFourPartsAreAllowedAndSixtyFiveAreNot) {
    EXPECT_FALSE(tomlTooDeep(dotted('a', kDeepestToml) + " = 1\n"));
    EXPECT_TRUE(tomlTooDeep(dotted('a', kDeepestToml + 1) + " = 1\n"));
}

TEST(TomlNesting, ParseTomlRefusesTheDepthAsAnErrorAtItsPlace) {
    try {
        parseToml("a = 1\n" + dotted('b', 50000) + " = 1\n", "monsters.toml");
        FAIL() << "a key 50,000 parts long was parsed";
    } catch (const ContentError& error) {
        EXPECT_EQ(error.line(), 2);
        EXPECT_EQ(error.source(), "monsters.toml");
    }
}

}  // namespace
}  // namespace delve
