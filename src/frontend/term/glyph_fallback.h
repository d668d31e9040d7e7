#pragma once

namespace delve {

// An ASCII character to draw instead of `glyph` where the terminal cannot
// show it (a locale that is not UTF-8, or a glyph two columns wide): '·'
// becomes '.', a box-drawing line '-' or '|', 'é' 'e'. Glyphs with no
// obvious stand-in become '?'.
char asciiStandIn(char32_t glyph);

}  // namespace delve
