#pragma once

#include <optional>
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
// How many bytes from the start are well-formed UTF-8: the text's size when
// all of it is, else where the first fault begins.
std::size_t validUtf8Prefix(std::string_view text);

// Where the byte at `offset` stands in the text, counting lines and
// characters from 1, as error messages say it.
struct TextPlace {
    int line = 1;
    int column = 1;
};
TextPlace placeOfByte(std::string_view text, std::size_t offset);

// What to say of text that is not UTF-8 at `offset` ("the byte 0xe2 is not
// UTF-8"); `offset` must be inside the text.
std::string notUtf8At(std::string_view text, std::size_t offset);

// Where text that should be UTF-8 is not, and what to say of it there:
// "the byte 0xe2 is not UTF-8: a save is UTF-8 text", for `whatItIs` "a
// save". Nothing when all of it is UTF-8.
struct Utf8Fault {
    TextPlace place;
    std::string problem;
};
std::optional<Utf8Fault> utf8Fault(std::string_view text, std::string_view whatItIs);

// Text from outside (a file, a setting) as a message quotes it: in double
// quotes, control characters and bytes that are not UTF-8 written as \xNN,
// and cut after `most` characters with how long it was, so a message never
// carries raw bytes to a terminal, nor fifty megabytes of them.
std::string quotedForMessage(std::string_view text, std::size_t most = 80);
// The same without the quotes, for a whole message whose parts came from
// outside (every SourceError's): never a raw byte that could move a
// terminal's cursor or change its colours.
std::string printableText(std::string_view text, std::size_t most);

// How many code points (and so terminal columns, for the glyphs Delve uses).
int utf8Length(std::string_view text);

}  // namespace delve
