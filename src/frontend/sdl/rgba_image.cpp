#include "frontend/sdl/rgba_image.h"

#include <algorithm>

namespace delve {

Colour RgbaImage::colourAt(int x, int y) const {
    const std::uint32_t pixel = pixels[static_cast<std::size_t>(y * width + x)];
    return {static_cast<std::uint8_t>(pixel >> 24), static_cast<std::uint8_t>(pixel >> 16),
            static_cast<std::uint8_t>(pixel >> 8)};
}

int RgbaImage::brightestIn(const Rect& block) const {
    int brightest = 0;
    for (int y = std::max(0, block.top()); y < std::min(height, block.bottom()); ++y) {
        for (int x = std::max(0, block.left()); x < std::min(width, block.right()); ++x) {
            const Colour c = colourAt(x, y);
            brightest = std::max({brightest, int{c.r}, int{c.g}, int{c.b}});
        }
    }
    return brightest;
}

bool RgbaImage::allOf(const Rect& block, Colour colour) const {
    for (int y = std::max(0, block.top()); y < std::min(height, block.bottom()); ++y) {
        for (int x = std::max(0, block.left()); x < std::min(width, block.right()); ++x) {
            if (colourAt(x, y) != colour) {
                return false;
            }
        }
    }
    return true;
}

}  // namespace delve
