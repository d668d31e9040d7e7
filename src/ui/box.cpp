#include "ui/box.h"

#include <algorithm>

#include "core/utf8.h"

namespace delve {

namespace {
constexpr Colour kFrame{120, 120, 150};
constexpr Colour kFill{12, 12, 20};
}  // namespace

void drawBox(CellBuffer& buffer, const Rect& box, std::string_view title) {
    for (int y = box.top(); y < box.bottom(); ++y) {
        for (int x = box.left(); x < box.right(); ++x) {
            const bool top = y == box.top();
            const bool bottom = y == box.bottom() - 1;
            const bool left = x == box.left();
            const bool right = x == box.right() - 1;
            char32_t glyph = U' ';
            if ((top || bottom) && (left || right)) {
                glyph = U'+';
            } else if (top || bottom) {
                glyph = U'-';
            } else if (left || right) {
                glyph = U'|';
            }
            buffer.put({x, y}, glyph, kFrame, kFill);
        }
    }
    if (!title.empty()) {
        const int width = utf8Length(title) + 2;
        const int x = box.x + std::max((box.width - width) / 2, 1);
        buffer.text({x, box.y}, " " + std::string(title) + " ", colours::yellow, kFill,
                    box.width - 2);
    }
}

Rect centredBox(const CellBuffer& buffer, int innerWidth, int innerHeight) {
    const int width = std::min(innerWidth + 4, buffer.columns());
    const int height = std::min(innerHeight + 2, buffer.rows());
    return Rect{(buffer.columns() - width) / 2, (buffer.rows() - height) / 2, width, height};
}

}  // namespace delve
