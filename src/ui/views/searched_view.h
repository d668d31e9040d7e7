#pragma once

#include "core/point.h"
#include "ui/views/cell_buffer.h"

namespace delve {

class App;

// F6: under the travel preview, the cells A* took from its queue and looked
// around to find the way to `goal` (PathFinder::expandedCells), washed in a
// colour of their own, so the player sees how little of the floor the guess
// toward the goal lets it search.
void drawSearchedCells(const App& app, Point goal, CellBuffer& buffer);

inline constexpr Colour kSearchedColour{150, 90, 200};

}  // namespace delve
