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

}  // namespace delve
