#include "frontend/term/glyph_fallback.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

namespace delve {

namespace {

// Each row: an ASCII stand-in and the glyphs it stands for.
constexpr std::array<std::pair<char, std::u32string_view>, 22> kStandIns = {{
    {'.', U"·∙•…⋅"},
    {'&', U"♣♠"},
    {'~', U"≈∼"},
    {'#', U"█▓▒░■▪"},
    {'-', U"─━═╌┄"},
    {'|', U"│┃║╎┆"},
    {'+', U"┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬╭╮╯╰†"},
    {'^', U"↑▲"},
    {'v', U"↓▼"},
    {'<', U"←◄«"},
    {'>', U"→►»"},
    {'*', U"★☼¤"},
    {'o', U"°○◦"},
    {'!', U"¡"},
    {'?', U"¿"},
    {'a', U"áàâäã"},
    {'e', U"éèêë"},
    {'i', U"íìîï"},
    {'o', U"óòôöõ"},
    {'u', U"úùûü"},
    {'n', U"ñ"},
    {'c', U"ç"},
}};

}  // namespace

char asciiStandIn(char32_t glyph) {
    if (glyph >= 0x20 && glyph < 0x7F) {
        return static_cast<char>(glyph);
    }
    for (const auto& [standIn, glyphs] : kStandIns) {
        if (std::find(glyphs.begin(), glyphs.end(), glyph) != glyphs.end()) {
            return standIn;
        }
    }
    // Capitals that have a plain stand-in above.
    switch (glyph) {
        case U'Á':
            return 'A';
        case U'É':
            return 'E';
        case U'Í':
            return 'I';
        case U'Ó':
            return 'O';
        case U'Ú':
            return 'U';
        case U'Ñ':
            return 'N';
        default:
            return '?';
    }
}

}  // namespace delve
