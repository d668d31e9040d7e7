#include "frontend/sdl/box_lines.h"

namespace delve {

std::optional<LineArms> lineArmsOf(char32_t glyph) {
    switch (glyph) {
        case U'─':
            return LineArms{.left = true, .right = true};
        case U'│':
            return LineArms{.up = true, .down = true};
        case U'┌':
            return LineArms{.right = true, .down = true};
        case U'┐':
            return LineArms{.left = true, .down = true};
        case U'└':
            return LineArms{.right = true, .up = true};
        case U'┘':
            return LineArms{.left = true, .up = true};
        case U'├':
            return LineArms{.right = true, .up = true, .down = true};
        case U'┤':
            return LineArms{.left = true, .up = true, .down = true};
        case U'┬':
            return LineArms{.left = true, .right = true, .down = true};
        case U'┴':
            return LineArms{.left = true, .right = true, .up = true};
        case U'┼':
            return LineArms{.left = true, .right = true, .up = true, .down = true};
        default:
            return std::nullopt;
    }
}

}  // namespace delve
