#include <gtest/gtest.h>

#include "frontend/term/glyph_fallback.h"

namespace delve {
namespace {

TEST(TermGlyphFallback, AsciiStaysAsItIs) {
    EXPECT_EQ(asciiStandIn(U'#'), '#');
    EXPECT_EQ(asciiStandIn(U'@'), '@');
    EXPECT_EQ(asciiStandIn(U'~'), '~');
}

TEST(TermGlyphFallback, MapGlyphsHavePlainStandIns) {
    EXPECT_EQ(asciiStandIn(U'·'), '.');
    EXPECT_EQ(asciiStandIn(U'♣'), '&');
    EXPECT_EQ(asciiStandIn(U'≈'), '~');
    EXPECT_EQ(asciiStandIn(U'█'), '#');
    EXPECT_EQ(asciiStandIn(U'─'), '-');
    EXPECT_EQ(asciiStandIn(U'║'), '|');
    EXPECT_EQ(asciiStandIn(U'┼'), '+');
}

TEST(TermGlyphFallback, AccentedLettersLoseTheirAccents) {
    EXPECT_EQ(asciiStandIn(U'é'), 'e');
    EXPECT_EQ(asciiStandIn(U'ñ'), 'n');
    EXPECT_EQ(asciiStandIn(U'Á'), 'A');
    EXPECT_EQ(asciiStandIn(U'¡'), '!');
}

TEST(TermGlyphFallback, AnythingElseIsAQuestionMark) {
    EXPECT_EQ(asciiStandIn(U'龍'), '?');
    EXPECT_EQ(asciiStandIn(U'\u0007'), '?');
}

}  // namespace
}  // namespace delve
