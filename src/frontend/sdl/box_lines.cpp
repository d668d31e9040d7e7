#include "frontend/sdl/box_lines.h"

#include <utility>

namespace delve {

namespace {

constexpr std::pair<char32_t, LineArms> kLines[] = {
    {U'─', {.left = true, .right = true}},
    {U'│', {.up = true, .down = true}},
    {U'┌', {.right = true, .down = true}},
    {U'┐', {.left = true, .down = true}},
    {U'└', {.right = true, .up = true}},
    {U'┘', {.left = true, .up = true}},
    {U'├', {.right = true, .up = true, .down = true}},
    {U'┤', {.left = true, .up = true, .down = true}},
    {U'┬', {.left = true, .right = true, .down = true}},
    {U'┴', {.left = true, .right = true, .up = true}},
    {U'┼', {.left = true, .right = true, .up = true, .down = true}},
};

}  // namespace

std::optional<LineArms> lineArmsOf(char32_t glyph) {
    for (const auto& [line, arms] : kLines) {
        if (line == glyph) {
            return arms;
        }
    }
    return std::nullopt;
}

}  // namespace delve
