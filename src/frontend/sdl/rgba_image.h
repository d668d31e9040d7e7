#pragma once

#include <cstdint>
#include <vector>

#include "core/colour.h"
#include "core/rect.h"

namespace delve {

// Pixels read back from a picture, row by row, each 0xRRGGBBAA whatever the
// machine's byte order.
struct RgbaImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint32_t> pixels;

    Colour colourAt(int x, int y) const;
    // The brightest channel of the brightest pixel in a block: how lit a
    // glyph is, whatever its colour.
    int brightestIn(const Rect& block) const;
    // Whether every pixel of a block is exactly one colour.
    bool allOf(const Rect& block, Colour colour) const;
};

}  // namespace delve
