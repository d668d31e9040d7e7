#include "frontend/sdl/cell_grid.h"

#include <algorithm>

#include "frontend/sdl/cell_font.h"
#include "ui/views/window_cells.h"

namespace delve {

std::optional<CellGrid> openCellGrid(const SdlOptions& options, std::string& whyNot) {
    const int width = std::max(1, options.pictureWidth);
    const int height = std::max(1, options.pictureHeight);
    if (options.columns > 0) {
        const PictureLayout layout(width, height, options.columns, std::max(1, options.rows));
        FontHandle font = openCellFont(options.fontPath, width / layout.columns(),
                                       height / layout.rows(), whyNot);
        if (!font) {
            return std::nullopt;
        }
        return CellGrid{std::move(font), layout};
    }
    // The largest letters that fit the cell; then as many of their own
    // lines and widths as fit the picture, so none is stretched.
    const Point cell = largestCellFor({width, height}, options.zoom);
    FontHandle font = openCellFont(options.fontPath, cell.x, cell.y, whyNot);
    if (!font) {
        return std::nullopt;
    }
    const int columns = std::max(1, width / std::max(1, letterWidth(font.get())));
    const int rows = std::max(1, height / std::max(1, TTF_FontHeight(font.get())));
    return CellGrid{std::move(font), PictureLayout(width, height, columns, rows)};
}

}  // namespace delve
