#pragma once

#include <optional>

namespace delve {

// The arms of a box-drawing glyph (─ │ ┌ ┐ └ ┘ ├ ┤ ┬ ┴ ┼): which sides of
// its cell its line reaches. The window draws these as rectangles of its
// own instead of the font's glyphs, so that the lines of a frame meet
// across cells with no gap, whatever the font's line height.
struct LineArms {
    bool left = false;
    bool right = false;
    bool up = false;
    bool down = false;

    friend bool operator==(const LineArms&, const LineArms&) = default;
};

// Nothing for a glyph that is not one of the light lines above.
std::optional<LineArms> lineArmsOf(char32_t glyph);

// How thick a line is in a cell `height` pixels high: a sixteenth of it,
// at least one pixel, as the font's own light lines are.
constexpr int lineThickness(int height) {
    return height / 16 > 1 ? height / 16 : 1;
}

}  // namespace delve
