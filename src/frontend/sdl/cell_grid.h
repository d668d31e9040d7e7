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

// The font's own proportions decide the grid: the largest size that fits
// the cell ui/views/window_cells.h allows the picture at the options' zoom (the
// whole floor, the panel and the log in view at zoom 100), then as many of
// its lines down and letters across as fit the picture. Options that name
// the columns get that grid, the font fitted to its cells. Nothing, with the
// reason in `whyNot`, when no font can be opened. SDL_ttf must be started.
std::optional<CellGrid> openCellGrid(const SdlOptions& options, std::string& whyNot);

}  // namespace delve
