#include "ui/text/pseudo_language.h"

#include <array>

namespace delve {

namespace {

// One look-alike a letter, each a single display column wide and none of
// them ASCII: a to z, then A to Z.
constexpr std::array<std::string_view, 26> kLower = {"ȧ", "ƀ", "ċ", "đ", "ė", "ƒ", "ġ", "ħ", "ı",
                                                     "ĵ", "ķ", "ł", "ṁ", "ń", "ȯ", "ṗ", "ʠ", "ŕ",
                                                     "ṡ", "ŧ", "ū", "ṿ", "ẇ", "ẋ", "ẏ", "ż"};
constexpr std::array<std::string_view, 26> kUpper = {"Ȧ", "Ɓ", "Ċ", "Đ", "Ė", "Ƒ", "Ġ", "Ħ", "İ",
                                                     "Ĵ", "Ķ", "Ł", "Ṁ", "Ń", "Ȯ", "Ṗ", "Ɋ", "Ŕ",
                                                     "Ṡ", "Ŧ", "Ū", "Ṿ", "Ẇ", "Ẋ", "Ẏ", "Ż"};

}  // namespace

std::string decorated(std::string_view english) {
    std::string out;
    out.reserve(english.size() * 2);
    bool inPlaceholder = false;
    for (char c : english) {
        if (c == '{') {
            inPlaceholder = true;
        } else if (c == '}') {
            inPlaceholder = false;
        } else if (!inPlaceholder && c >= 'a' && c <= 'z') {
            out += kLower[static_cast<std::size_t>(c - 'a')];
            continue;
        } else if (!inPlaceholder && c >= 'A' && c <= 'Z') {
            out += kUpper[static_cast<std::size_t>(c - 'A')];
            continue;
        }
        out += c;
    }
    return out;
}

}  // namespace delve
