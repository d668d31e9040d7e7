#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace delve {

// Appends the UTF-8 bytes of one code point.
void appendUtf8(std::string& out, char32_t codePoint);
std::string toUtf8(char32_t codePoint);

// The code points of a UTF-8 string; a malformed byte becomes U+FFFD.
std::vector<char32_t> decodeUtf8(std::string_view text);

// Whether the text is well-formed UTF-8: no stray or missing continuation
// bytes, no overlong forms, no surrogates, nothing beyond U+10FFFF.
bool isValidUtf8(std::string_view text);

// How many code points (and so terminal columns, for the glyphs Delve uses).
int utf8Length(std::string_view text);

}  // namespace delve
