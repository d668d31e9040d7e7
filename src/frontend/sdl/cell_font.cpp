#include "frontend/sdl/cell_font.h"

#include <algorithm>
#include <optional>

#include "frontend/sdl/font_lookup.h"

namespace delve {

namespace {

bool fitsCell(TTF_Font* font, int cellWidth, int cellHeight) {
    return TTF_FontHeight(font) <= cellHeight && letterWidth(font) <= cellWidth;
}

}  // namespace

int letterWidth(TTF_Font* font) {
    // In a monospaced font these share one advance; in any other font they
    // are the widest, so the rest fit too.
    int widest = 0;
    for (char32_t c : {U'M', U'W', U'@', U'#'}) {
        int minX = 0, maxX = 0, minY = 0, maxY = 0, advance = 0;
        if (TTF_GlyphMetrics32(font, c, &minX, &maxX, &minY, &maxY, &advance) == 0) {
            widest = std::max({widest, advance, maxX - minX});
        }
    }
    return widest;
}

FontHandle openCellFont(const std::string& path, int cellWidth, int cellHeight,
                        std::string& whyNot) {
    std::string file = path;
    if (file.empty()) {
        std::optional<std::string> found = findFontFile(kDefaultFontFamily, whyNot);
        if (!found) {
            return nullptr;
        }
        file = *found;
    }
    // At 72 dots per inch, as SDL_ttf assumes, a point is a pixel; no line is
    // taller than the cell's height in pixels, so start there and shrink.
    int size = cellHeight > 4 ? cellHeight : 4;
    FontHandle font(TTF_OpenFont(file.c_str(), size));
    if (!font) {
        whyNot = "cannot open the font " + file + ": " + TTF_GetError();
        return nullptr;
    }
    while (size > 4 && !fitsCell(font.get(), cellWidth, cellHeight)) {
        --size;
        if (TTF_SetFontSize(font.get(), size) != 0) {
            whyNot = "cannot size the font " + file + ": " + TTF_GetError();
            return nullptr;
        }
    }
    if (!fitsCell(font.get(), cellWidth, cellHeight)) {
        whyNot = "the font " + file + " does not fit a cell of " + std::to_string(cellWidth) + "x" +
                 std::to_string(cellHeight) + " pixels";
        return nullptr;
    }
    return font;
}

}  // namespace delve
