#pragma once

// The ways a colour of the map reaches a player: in each theme, in the
// window (any RGB colour) and in a terminal of 256 colours (the nearest of
// xterm's). The tests that hold the game's colours to the measures in
// docs/decisions.md ("Light, colour and the window") look at each of them.

#include <string>
#include <vector>

#include "core/contrast.h"
#include "core/oklab.h"
#include "frontend/term/colour_palette.h"
#include "ui/views/theme.h"

namespace delve::testing {

// Two kinds that share a floor and a glyph are this far apart in OKLab,
// the project's "plainly different" for a lone letter.
inline constexpr double kLeastColourDistance = 0.1;
// A remembered cell and the same cell seen at the edge of sight are this
// far apart: twice what a careful eye just tells apart, which a field of
// remembered cells beside seen ones shows plainly.
inline constexpr double kLeastRememberedDistance = 0.04;
// Every letter on the map has at least this WCAG contrast ratio with the
// cell behind it, the least WCAG asks of an icon.
inline constexpr double kLeastContrast = 3.0;

struct ColourView {
    Theme theme = Theme::Standard;
    bool terminal = false;
};

inline std::vector<ColourView> everyColourView() {
    std::vector<ColourView> views;
    for (Theme theme : kThemes) {
        views.push_back({theme, false});
        views.push_back({theme, true});
    }
    return views;
}

// A letter's colour (or, with `background`, a cell's) as the view shows it.
inline Colour shownIn(const ColourView& view, Colour colour, bool background = false) {
    const Colour inTheme = themed(view.theme, colour, background);
    return view.terminal ? xterm256Colour(nearestXterm256(inTheme)) : inTheme;
}

inline std::string nameOf(const ColourView& view) {
    return std::string(themeWord(view.theme)) +
           (view.terminal ? " theme, terminal" : " theme, window");
}

inline std::string nameOf(Colour colour) {
    return "(" + std::to_string(colour.r) + ", " + std::to_string(colour.g) + ", " +
           std::to_string(colour.b) + ")";
}

// The view in which two colours come nearest, and how near.
struct Nearest {
    double distance = 1e9;
    std::string said;  // the colours as shown there, and where
};

inline Nearest nearestInAnyView(Colour one, Colour other) {
    Nearest nearest;
    for (const ColourView& view : everyColourView()) {
        const Colour shownOne = shownIn(view, one);
        const Colour shownOther = shownIn(view, other);
        const double distance = colourDistance(shownOne, shownOther);
        if (distance < nearest.distance) {
            nearest = {distance, nameOf(shownOne) + " and " + nameOf(shownOther) + " in the " +
                                     nameOf(view) + ", " + std::to_string(distance) + " apart"};
        }
    }
    return nearest;
}

// The faintest a letter stands out from its cell among the cells and views
// it has been taken in.
struct Faintest {
    double ratio = 1e9;
    std::string said;

    void take(Colour letter, Colour background, const std::string& where) {
        for (const ColourView& view : everyColourView()) {
            const Colour shownLetter = shownIn(view, letter);
            const Colour shownBackground = shownIn(view, background, true);
            const double contrast = contrastRatio(shownLetter, shownBackground);
            if (contrast < ratio) {
                ratio = contrast;
                said = where + ": " + nameOf(shownLetter) + " on " + nameOf(shownBackground) +
                       " in the " + nameOf(view) + ", " + std::to_string(contrast) + " to 1";
            }
        }
    }
};

}  // namespace delve::testing
