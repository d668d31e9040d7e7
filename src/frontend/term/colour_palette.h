#pragma once

#include "core/colour.h"
#include "core/oklab.h"

namespace delve {

// How a terminal can show colour, from none at all to any RGB value.
enum class TerminalPalette {
    None,      // no colour: plain mode, or a terminal without colours
    Basic8,    // the eight ANSI colours, bold for the bright ones
    Basic16,   // the eight ANSI colours and their bright versions
    Xterm256,  // the xterm 256-colour palette
    Direct,    // the terminal takes RGB values (terminfo's RGB flag)
};

// The palette a terminal with `colourCount` colours offers.
TerminalPalette paletteFor(int colourCount, bool takesRgb);

// The RGB value of one of xterm's 256 colour numbers (the first sixteen as
// ansiColour gives them).
Colour xterm256Colour(int index);

// The xterm colour number (16..255) that looks most like `c`. The first
// sixteen are left out because every terminal theme redefines them.
int nearestXterm256(Colour c);

// One of the sixteen ANSI colours: a number 0..7 and whether it is the bright
// version (drawn in bold, or as number 8..15 where the terminal has them).
struct AnsiColour {
    int index = 0;
    bool bright = false;

    friend constexpr bool operator==(AnsiColour, AnsiColour) = default;
};

// The RGB value of an ANSI colour, as the VGA palette has it.
Colour ansiColour(AnsiColour c);

// The ANSI colour nearest to `c`: one of the four greys for a colour with
// little hue, one of the twelve hues otherwise. A background cannot be
// bright, so it takes the dim version of its nearest (dark grey becomes
// black, yellow brown). A foreground never lands on its background's colour
// unless it is that colour, so a dim glyph on black stays visible.
AnsiColour nearestAnsiBackground(Colour c);
AnsiColour nearestAnsiForeground(Colour c, Colour background);

// What the terminal is told for one cell: colour numbers of the palette, and
// whether the foreground needs bold to look bright.
struct TerminalColours {
    int foreground = 0;
    int background = 0;
    bool bold = false;

    friend constexpr bool operator==(TerminalColours, TerminalColours) = default;
};

TerminalColours terminalColours(TerminalPalette palette, Colour foreground, Colour background);

// The RGB value a palette's colour number stands for (used to find a similar
// colour pair when the terminal has run out of them).
Colour looksLike(TerminalPalette palette, int colourNumber);

}  // namespace delve
