#pragma once

#include <optional>
#include <string>

#include "frontend/sdl/picture_layout.h"
#include "frontend/sdl/sdl_handles.h"
#include "frontend/sdl/sdl_options.h"

namespace delve {

// The font and the grid of cells it is drawn in, for the window and the
// offscreen canvas alike.
struct CellGrid {
    FontHandle font;
    PictureLayout layout;
};

// The font's own proportions decide the grid: the largest size whose lines
// fit a row (the picture's height over SdlOptions::rows), then as many
// columns as its letters fit across the picture. Options that name the
// columns get that grid, the font fitted to its cells. Nothing, with the
// reason in `whyNot`, when no font can be opened. SDL_ttf must be started.
std::optional<CellGrid> openCellGrid(const SdlOptions& options, std::string& whyNot);

}  // namespace delve
