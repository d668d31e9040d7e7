#include "frontend/term/colour_palette.h"

#include <array>
#include <cmath>
#include <limits>

namespace delve {

namespace {

// The sixteen ANSI colours as the VGA palette has them: the colours the
// classic roguelike palette (brown, dark grey, bold for bright) was made for.
// Terminal themes differ, but they keep these hues in this order.
constexpr std::array<Colour, 16> kAnsi = {{
    {0, 0, 0},
    {170, 0, 0},
    {0, 170, 0},
    {170, 85, 0},
    {0, 0, 170},
    {170, 0, 170},
    {0, 170, 170},
    {170, 170, 170},
    {85, 85, 85},
    {255, 85, 85},
    {85, 255, 85},
    {255, 255, 85},
    {85, 85, 255},
    {255, 85, 255},
    {85, 255, 255},
    {255, 255, 255},
}};

// Below this chroma (in OKLab) a colour counts as grey for the ANSI colours.
constexpr double kGreyChroma = 0.05;

// Among the twelve ANSI hues, how much a difference of hue counts against
// one of lightness: a half turn of hue counts as this squared lightness
// step, so the hue decides unless two candidates share it.
constexpr double kAnsiHueWeight = 4.0;

// The six steps of each channel in xterm's 6x6x6 colour cube.
constexpr std::array<int, 6> kCubeSteps = {0, 95, 135, 175, 215, 255};

constexpr int kCubeStart = 16;
constexpr int kGreyStart = 232;

// A direct-colour terminal reads the numbers 0..7 as ANSI colours (black
// could be a theme's dark blue-grey), so those few all become a black just
// above them.
constexpr int kFirstTrueColour = 8;
constexpr int kNearBlack = 0x010101;

// All 256 xterm colours in OKLab, converted once.
const std::array<Oklab, 256>& xtermLabs() {
    static const std::array<Oklab, 256> labs = [] {
        std::array<Oklab, 256> all{};
        for (int index = 0; index < 256; ++index) {
            all[static_cast<std::size_t>(index)] = toOklab(xterm256Colour(index));
        }
        return all;
    }();
    return labs;
}

AnsiColour ansiFromNumber(int number) {
    return {number % 8, number >= 8};
}

int ansiNumber(AnsiColour c) {
    return c.index + (c.bright ? 8 : 0);
}

bool isGreyNumber(int number) {
    return number == 0 || number == 7 || number == 8 || number == 15;
}

double hueOf(const Oklab& lab) {
    return std::atan2(lab.b, lab.a);
}

// How far a palette colour is from `wanted` in the eyes of a player who
// sees sixteen colours: among greys the lightness alone, among hues first
// the hue, since a dark green turning cyan is worse than one a shade light.
double ansiDifference(const Oklab& wanted, const Oklab& candidate, bool grey) {
    const double dl = wanted.lightness - candidate.lightness;
    if (grey) {
        return dl * dl;
    }
    const double pi = std::acos(-1.0);
    double turn = std::fabs(hueOf(wanted) - hueOf(candidate));
    if (turn > pi) {
        turn = 2 * pi - turn;
    }
    return kAnsiHueWeight * (turn / pi) * (turn / pi) + dl * dl;
}

// The nearest of the sixteen, leaving out `excludedNumber`. A colour with
// little hue goes to one of the four greys, a coloured one to one of the
// twelve hues.
AnsiColour nearestAnsi(Colour c, int excludedNumber) {
    const Oklab wanted = toOklab(c);
    const bool grey = std::hypot(wanted.a, wanted.b) < kGreyChroma;
    int best = -1;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (int number = 0; number < 16; ++number) {
        if (number == excludedNumber || isGreyNumber(number) != grey) {
            continue;
        }
        const double distance =
            ansiDifference(wanted, xtermLabs()[static_cast<std::size_t>(number)], grey);
        if (distance < bestDistance) {
            best = number;
            bestDistance = distance;
        }
    }
    return ansiFromNumber(best);
}

}  // namespace

TerminalPalette paletteFor(int colourCount, bool takesRgb) {
    if (takesRgb && colourCount >= (1 << 24)) {
        return TerminalPalette::Direct;
    }
    if (colourCount >= 256) {
        return TerminalPalette::Xterm256;
    }
    if (colourCount >= 16) {
        return TerminalPalette::Basic16;
    }
    if (colourCount >= 8) {
        return TerminalPalette::Basic8;
    }
    return TerminalPalette::None;
}

Colour xterm256Colour(int index) {
    if (index < kCubeStart) {
        return kAnsi[static_cast<std::size_t>(index < 0 ? 0 : index)];
    }
    if (index < kGreyStart) {
        const int cube = index - kCubeStart;
        auto step = [](int i) {
            return static_cast<std::uint8_t>(kCubeSteps[static_cast<std::size_t>(i)]);
        };
        return {step(cube / 36), step(cube / 6 % 6), step(cube % 6)};
    }
    const auto level =
        static_cast<std::uint8_t>(8 + 10 * ((index > 255 ? 255 : index) - kGreyStart));
    return {level, level, level};
}

int nearestXterm256(Colour c) {
    const Oklab wanted = toOklab(c);
    int best = kCubeStart;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (int index = kCubeStart; index < 256; ++index) {
        const double distance =
            oklabDifference(wanted, xtermLabs()[static_cast<std::size_t>(index)]);
        if (distance < bestDistance) {
            best = index;
            bestDistance = distance;
        }
    }
    return best;
}

Colour ansiColour(AnsiColour c) {
    return kAnsi[static_cast<std::size_t>(ansiNumber(c))];
}

AnsiColour nearestAnsiBackground(Colour c) {
    // Backgrounds cannot be bright: dark grey becomes black, yellow brown.
    return {nearestAnsi(c, -1).index, false};
}

AnsiColour nearestAnsiForeground(Colour c, Colour background) {
    const int excluded = c == background ? -1 : nearestAnsiBackground(background).index;
    return nearestAnsi(c, excluded);
}

TerminalColours terminalColours(TerminalPalette palette, Colour foreground, Colour background) {
    switch (palette) {
        case TerminalPalette::None:
            return {};
        case TerminalPalette::Basic8: {
            const AnsiColour fg = nearestAnsiForeground(foreground, background);
            return {fg.index, nearestAnsiBackground(background).index, fg.bright};
        }
        case TerminalPalette::Basic16:
            return {ansiNumber(nearestAnsiForeground(foreground, background)),
                    nearestAnsiBackground(background).index, false};
        case TerminalPalette::Xterm256:
            return {nearestXterm256(foreground), nearestXterm256(background), false};
        case TerminalPalette::Direct: {
            auto number = [](Colour c) {
                const int packed = (c.r << 16) | (c.g << 8) | c.b;
                return packed < kFirstTrueColour ? kNearBlack : packed;
            };
            return {number(foreground), number(background), false};
        }
    }
    return {};
}

Colour looksLike(TerminalPalette palette, int colourNumber) {
    switch (palette) {
        case TerminalPalette::None:
            return colours::black;
        case TerminalPalette::Basic8:
        case TerminalPalette::Basic16:
            return kAnsi[static_cast<std::size_t>(colourNumber & 15)];
        case TerminalPalette::Xterm256:
            return xterm256Colour(colourNumber);
        case TerminalPalette::Direct:
            return {static_cast<std::uint8_t>(colourNumber >> 16),
                    static_cast<std::uint8_t>(colourNumber >> 8),
                    static_cast<std::uint8_t>(colourNumber)};
    }
    return colours::black;
}

}  // namespace delve
