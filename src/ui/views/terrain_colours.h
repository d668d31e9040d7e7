#pragma once

#include "core/colour.h"
#include "core/point.h"
#include "map/terrain.h"

namespace delve {

// The colours the map is drawn in, which the rules never see: a floor or a
// wall varies a little from cell to cell, so that stone does not read as
// one flat colour, and what the hero remembers is dimmer, greyer and bluer
// than what she sees, so that what is in view stands out.

// The colour of `terrain` seen at `cell`: its own, a little lighter or
// darker by the cell (the same cell always alike) when it is floor or wall.
Colour seenTerrainColour(Terrain terrain, Point cell);

// How a colour seen is remembered: two thirds as light but never too dark
// to read on black, a quarter as colourful, and tinted blue.
Colour rememberedColour(Colour seen);

}  // namespace delve
