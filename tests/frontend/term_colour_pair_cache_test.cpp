#include <gtest/gtest.h>

#include "frontend/term/colour_pair_cache.h"
#include "frontend/term/colour_palette.h"

namespace delve {
namespace {

ColourPairCache::Request xtermPair(int foreground, int background) {
    return {foreground, background, xterm256Colour(foreground), xterm256Colour(background)};
}

TEST(TermColourPairCache, MakesEachPairOnceInOrder) {
    ColourPairCache cache(256);
    EXPECT_EQ(cache.capacity(), 255);  // pair 0 is the terminal's own

    const auto first = cache.pairFor(xtermPair(196, 16));
    EXPECT_EQ(first.pair, 1);
    EXPECT_TRUE(first.isNew);
    const auto second = cache.pairFor(xtermPair(231, 16));
    EXPECT_EQ(second.pair, 2);
    EXPECT_TRUE(second.isNew);

    const auto again = cache.pairFor(xtermPair(196, 16));
    EXPECT_EQ(again.pair, 1);
    EXPECT_FALSE(again.isNew);
    EXPECT_EQ(cache.pairsMade(), 2);
}

TEST(TermColourPairCache, ForegroundAndBackgroundAreNotInterchangeable) {
    ColourPairCache cache(16);
    const int redOnBlack = cache.pairFor(xtermPair(196, 16)).pair;
    const int blackOnRed = cache.pairFor(xtermPair(16, 196)).pair;
    EXPECT_NE(redOnBlack, blackOnRed);
}

TEST(TermColourPairCache, WhenPairsRunOutTheNearestMadePairStandsIn) {
    ColourPairCache cache(4);  // room for pairs 1, 2 and 3
    const int redOnBlack = cache.pairFor(xtermPair(196, 16)).pair;
    const int greenOnBlack = cache.pairFor(xtermPair(46, 16)).pair;
    const int whiteOnBlue = cache.pairFor(xtermPair(231, 21)).pair;
    ASSERT_EQ(cache.pairsMade(), 3);

    // A darker red on black is nearest to red on black.
    const auto darkRed = cache.pairFor(xtermPair(160, 16));
    EXPECT_FALSE(darkRed.isNew);
    EXPECT_EQ(darkRed.pair, redOnBlack);
    // Light grey on dark blue is nearest to white on blue.
    const auto greyOnBlue = cache.pairFor(xtermPair(252, 18));
    EXPECT_FALSE(greyOnBlue.isNew);
    EXPECT_EQ(greyOnBlue.pair, whiteOnBlue);
    // A green on black is nearest to the green pair.
    EXPECT_EQ(cache.pairFor(xtermPair(34, 16)).pair, greenOnBlack);

    EXPECT_EQ(cache.pairsMade(), 3);
    // Asking again gives the same stand-in.
    EXPECT_EQ(cache.pairFor(xtermPair(160, 16)).pair, redOnBlack);
}

TEST(TermColourPairCache, WithoutPairsEverythingIsPairZero) {
    ColourPairCache cache(0);
    const auto answer = cache.pairFor(xtermPair(196, 16));
    EXPECT_EQ(answer.pair, 0);
    EXPECT_FALSE(answer.isNew);
}

}  // namespace
}  // namespace delve
