#include "frontend/sdl/cell_grid.h"

#include <algorithm>

#include "frontend/sdl/cell_font.h"

namespace delve {

std::optional<CellGrid> openCellGrid(const SdlOptions& options, std::string& whyNot) {
    const int width = std::max(1, options.pictureWidth);
    const int height = std::max(1, options.pictureHeight);
    const int rows = std::max(1, options.rows);
    if (options.columns > 0) {
        const PictureLayout layout(width, height, options.columns, rows);
        FontHandle font = openCellFont(options.fontPath, width / layout.columns(),
                                       height / layout.rows(), whyNot);
        if (!font) {
            return std::nullopt;
        }
        return CellGrid{std::move(font), layout};
    }
    // Any width will do: the letters' own width decides the columns.
    FontHandle font = openCellFont(options.fontPath, width, height / rows, whyNot);
    if (!font) {
        return std::nullopt;
    }
    const int columns = std::max(1, width / std::max(1, letterWidth(font.get())));
    return CellGrid{std::move(font), PictureLayout(width, height, columns, rows)};
}

}  // namespace delve
