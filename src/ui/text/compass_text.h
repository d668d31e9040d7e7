#pragma once

#include <string>

#include "core/direction.h"

namespace delve {

// Distances and directions in the reader's language, for the lines that
// say where something is: "You cannot rest with a jackal in view, 6 cells
// north-east."

// "6 cells", "1 cell".
std::string cellsText(long cells);
// "6 cells north-east": how far, and which way from the hero.
std::string cellsTowardText(long cells, Direction direction);

}  // namespace delve
