#pragma once

#include <string>

#include "frontend/sdl/sdl_handles.h"

namespace delve {

// Opens a font at the largest size whose every line fits a cell's height and
// whose widest usual letters fit its width. An empty path means the default
// family through fontconfig. Nothing, with the reason in `whyNot`, when no
// font can be found or opened.
FontHandle openCellFont(const std::string& path, int cellWidth, int cellHeight,
                        std::string& whyNot);

// How wide a cell must be for the font's widest usual letters: its
// advance, in a monospaced font.
int letterWidth(TTF_Font* font);

}  // namespace delve
