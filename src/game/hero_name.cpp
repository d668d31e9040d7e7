#include "game/hero_name.h"

#include <algorithm>
#include <vector>

#include "core/utf8.h"

namespace delve {

namespace {

// Controls, and the separators that would break a line of a save.
bool isControl(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c < 0xA0) || c == 0x2028 || c == 0x2029;
}

}  // namespace

bool isHeroName(std::string_view name) {
    if (!isValidUtf8(name)) {
        return false;
    }
    const std::vector<char32_t> letters = decodeUtf8(name);
    return !letters.empty() && static_cast<int>(letters.size()) <= kLongestHeroName &&
           std::ranges::none_of(letters, isControl) && letters.front() != U' ' &&
           letters.back() != U' ';
}

}  // namespace delve
