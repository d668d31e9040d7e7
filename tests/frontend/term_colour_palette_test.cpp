#include <gtest/gtest.h>

#include "frontend/term/colour_palette.h"

namespace delve {
namespace {

TEST(TermColourPalette, TerminalsGetThePaletteTheirColourCountAllows) {
    EXPECT_EQ(paletteFor(0, false), TerminalPalette::None);
    EXPECT_EQ(paletteFor(2, false), TerminalPalette::None);
    EXPECT_EQ(paletteFor(8, false), TerminalPalette::Basic8);
    EXPECT_EQ(paletteFor(16, false), TerminalPalette::Basic16);
    EXPECT_EQ(paletteFor(88, false), TerminalPalette::Basic16);
    EXPECT_EQ(paletteFor(256, false), TerminalPalette::Xterm256);
    EXPECT_EQ(paletteFor(1 << 24, true), TerminalPalette::Direct);
    // Many colours but no word that they are RGB values: use them as xterm's.
    EXPECT_EQ(paletteFor(1 << 24, false), TerminalPalette::Xterm256);
}

TEST(TermColourPalette, XtermColourNumbersGiveTheCubeAndTheGreys) {
    EXPECT_EQ(xterm256Colour(16), (Colour{0, 0, 0}));
    EXPECT_EQ(xterm256Colour(196), (Colour{255, 0, 0}));
    EXPECT_EQ(xterm256Colour(67), (Colour{95, 135, 175}));
    EXPECT_EQ(xterm256Colour(231), (Colour{255, 255, 255}));
    EXPECT_EQ(xterm256Colour(232), (Colour{8, 8, 8}));
    EXPECT_EQ(xterm256Colour(255), (Colour{238, 238, 238}));
}

TEST(TermColourPalette, EveryXtermColourIsItsOwnNearest) {
    for (int index = 16; index < 256; ++index) {
        EXPECT_EQ(nearestXterm256(xterm256Colour(index)), index) << "colour " << index;
    }
}

TEST(TermColourPalette, NearestXtermColourLooksRight) {
    EXPECT_EQ(nearestXterm256(colours::black), 16);
    EXPECT_EQ(nearestXterm256(colours::white), 231);
    EXPECT_EQ(nearestXterm256({250, 250, 250}), 231);
    EXPECT_EQ(nearestXterm256({128, 128, 128}), 244);  // grey 8 + 10 * 12
    EXPECT_EQ(nearestXterm256(colours::lightGrey), 250);
    // A brick red is red (160), not the orange (166) that plain RGB distance picks.
    EXPECT_EQ(nearestXterm256(colours::red), 160);
    EXPECT_EQ(nearestXterm256({250, 5, 5}), 196);
}

TEST(TermColourPalette, ColourDifferenceIsADistance) {
    EXPECT_EQ(colourDifference(colours::brown, colours::brown), 0.0);
    EXPECT_DOUBLE_EQ(colourDifference(colours::red, colours::blue),
                     colourDifference(colours::blue, colours::red));
    EXPECT_LT(colourDifference(colours::red, {150, 20, 20}),
              colourDifference(colours::red, colours::green));
}

TEST(TermColourPalette, ForegroundsTakeTheNearestOfSixteen) {
    EXPECT_EQ(nearestAnsiForeground(colours::white, colours::black), (AnsiColour{7, true}));
    EXPECT_EQ(nearestAnsiForeground(colours::lightGrey, colours::black), (AnsiColour{7, false}));
    EXPECT_EQ(nearestAnsiForeground(colours::darkGrey, colours::black), (AnsiColour{0, true}));
    EXPECT_EQ(nearestAnsiForeground(colours::red, colours::black).index, 1);
    EXPECT_EQ(nearestAnsiForeground(colours::green, colours::black).index, 2);
    EXPECT_EQ(nearestAnsiForeground(colours::blue, colours::black).index, 4);
    EXPECT_EQ(nearestAnsiForeground(colours::cyan, colours::black).index, 6);
    EXPECT_EQ(nearestAnsiForeground(colours::brown, colours::black), (AnsiColour{3, false}));
    EXPECT_EQ(nearestAnsiForeground(colours::yellow, colours::black), (AnsiColour{3, true}));
}

TEST(TermColourPalette, AGreyStaysGrey) {
    for (int level = 0; level < 256; level += 15) {
        const auto v = static_cast<std::uint8_t>(level);
        const AnsiColour ansi = nearestAnsiForeground({v, v, v}, colours::black);
        EXPECT_TRUE(ansi.index == 0 || ansi.index == 7) << "grey " << level;
        const AnsiColour background = nearestAnsiBackground({v, v, v});
        EXPECT_TRUE(background.index == 0 || background.index == 7) << "grey " << level;
    }
}

TEST(TermColourPalette, BackgroundsAreNeverBright) {
    EXPECT_EQ(nearestAnsiBackground(colours::darkGrey), (AnsiColour{0, false}));
    EXPECT_EQ(nearestAnsiBackground(colours::yellow), (AnsiColour{3, false}));
    EXPECT_EQ(nearestAnsiBackground(colours::white), (AnsiColour{7, false}));
    EXPECT_EQ(nearestAnsiBackground({255, 60, 60}), (AnsiColour{1, false}));
}

TEST(TermColourPalette, AForegroundDoesNotVanishIntoItsBackground) {
    // Black on dark grey: the background becomes black, so the glyph may not.
    const AnsiColour onDarkGrey = nearestAnsiForeground(colours::black, colours::darkGrey);
    EXPECT_NE(onDarkGrey, (AnsiColour{0, false}));
    // A dim red on a red background still differs from it.
    EXPECT_NE(nearestAnsiForeground({120, 10, 10}, {170, 0, 0}), (AnsiColour{1, false}));
    // The same colour twice is meant to be invisible, and stays so.
    EXPECT_EQ(nearestAnsiForeground(colours::black, colours::black), (AnsiColour{0, false}));
}

TEST(TermColourPalette, EachPaletteTellsTheTerminalItsOwnNumbers) {
    EXPECT_EQ(terminalColours(TerminalPalette::None, colours::red, colours::blue),
              (TerminalColours{}));
    EXPECT_EQ(terminalColours(TerminalPalette::Basic8, colours::white, colours::black),
              (TerminalColours{7, 0, true}));
    EXPECT_EQ(terminalColours(TerminalPalette::Basic16, colours::white, colours::black),
              (TerminalColours{15, 0, false}));
    EXPECT_EQ(terminalColours(TerminalPalette::Xterm256, colours::red, colours::black),
              (TerminalColours{160, 16, false}));
    EXPECT_EQ(terminalColours(TerminalPalette::Direct, {0x12, 0x34, 0x56}, {1, 2, 3}),
              (TerminalColours{0x123456, 0x010203, false}));
    // Direct numbers below 8 would be read as ANSI colours.
    EXPECT_EQ(terminalColours(TerminalPalette::Direct, colours::black, {0, 0, 7}).background,
              0x010101);
}

TEST(TermColourPalette, ColourNumbersLookLikeWhatTheyStandFor) {
    EXPECT_EQ(looksLike(TerminalPalette::Xterm256, 196), (Colour{255, 0, 0}));
    EXPECT_EQ(looksLike(TerminalPalette::Direct, 0x123456), (Colour{0x12, 0x34, 0x56}));
    EXPECT_EQ(looksLike(TerminalPalette::Basic16, 9), ansiColour({1, true}));
    EXPECT_EQ(ansiColour({3, false}), (Colour{170, 85, 0}));
}

}  // namespace
}  // namespace delve
