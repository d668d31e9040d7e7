#pragma once

#include <string_view>
#include <vector>

namespace delve {

// The lines of a text, split at each '\n' and without it; a last line with
// no '\n' after it is a line too, and an empty text has none. Views into
// `text`, which must outlive them. Each reader decides for itself what a
// '\r' or a blank line at the end means.
std::vector<std::string_view> splitLines(std::string_view text);

}  // namespace delve
