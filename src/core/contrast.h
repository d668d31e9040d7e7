#pragma once

#include "core/colour.h"

namespace delve {

// How well a letter stands out from the cell behind it, as WCAG 2 measures
// it: the ratio of the two colours' relative luminance, each with 0.05 added
// for the light a screen and the room scatter over it. From 1 (one colour)
// to 21 (white on black); 3 is the least WCAG asks of an icon, which is
// what a letter on the map is read as.
double relativeLuminance(Colour colour);
double contrastRatio(Colour a, Colour b);

}  // namespace delve
