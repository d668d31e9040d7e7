#pragma once

#include "core/colour.h"

namespace delve {

// A colour in Björn Ottosson's OKLab space, where equal distances look about
// equally far apart (plain RGB distance would call a brick red nearer to
// orange than to red).
struct Oklab {
    double lightness = 0;
    double a = 0;  // green to red
    double b = 0;  // blue to yellow
};

Oklab toOklab(Colour c);
// Back to sRGB, each channel clamped to what a screen can show.
Colour fromOklab(const Oklab& lab);

// How different two colours look: the squared distance between them in OKLab.
double oklabDifference(const Oklab& x, const Oklab& y);
double colourDifference(Colour a, Colour b);
// The distance itself (the square root of colourDifference): about 0.02 is
// the least a careful eye can tell apart, 0.1 plainly different colours.
double colourDistance(Colour a, Colour b);

}  // namespace delve
