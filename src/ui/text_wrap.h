#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace delve {

// Breaks text into lines of at most `width` characters, between words where
// it can; a word longer than a line is cut. Counts UTF-8 characters, not
// bytes, since every glyph takes one cell.
std::vector<std::string> wrapWords(std::string_view text, int width);

}  // namespace delve
