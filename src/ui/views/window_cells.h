#pragma once

#include "core/point.h"

namespace delve {

// The fewest cells a window's grid keeps, however far it is zoomed: every
// screen of the game is laid out for 80x24, so below that the letters
// shrink instead.
inline constexpr int kLeastGridColumns = 80;
inline constexpr int kLeastGridRows = 24;

// How large, in pixels, the cells of a picture `pictureSize` pixels large
// may be. At zoom 100 the largest of which the whole floor fits beside the
// narrowest panel and above the fewest log lines (kWholeFloorColumns by
// kWholeFloorRows, ui/views/layout.h), so the floor is never scrolled. The zoom
// (percent) scales that from there, but never beyond the least grid. The
// font then fills the cell at its own proportions, which only the window
// knows: in a 16:9 window rows run short first, so letters are as tall as
// a forty-fifth of the window and the rest of its width goes to the panel
// and around the floor.
Point largestCellFor(Point pictureSize, int zoomPercent);

}  // namespace delve
