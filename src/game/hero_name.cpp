#include "game/hero_name.h"

#include <algorithm>
#include <vector>

#include "core/utf8.h"

namespace delve {

bool mayStandInHeroName(char32_t c) {
    // Controls, and the separators that would break a line of a save, may
    // not; nor what is no character at all.
    const bool control = c < 0x20 || (c >= 0x7F && c < 0xA0) || c == 0x2028 || c == 0x2029;
    const bool surrogate = c >= 0xD800 && c <= 0xDFFF;
    return !control && !surrogate && c <= 0x10FFFF;
}

bool isHeroName(std::string_view name) {
    if (!isValidUtf8(name)) {
        return false;
    }
    const std::vector<char32_t> letters = decodeUtf8(name);
    return !letters.empty() && static_cast<int>(letters.size()) <= kLongestHeroName &&
           std::ranges::all_of(letters, mayStandInHeroName) && letters.front() != U' ' &&
           letters.back() != U' ';
}

}  // namespace delve
