#pragma once

#include <string>
#include <string_view>

namespace delve {

// Lines that carry their own checksum, for a file appended to as the game
// goes (the journal of inputs, docs/save-format.md): each line is its text,
// a space and the CRC-32 of the text in eight lower-case hex digits. A kill
// or a power cut can leave the last line half written; a flipped bit
// anywhere shows as a checksum that does not match.
std::string sealLines(std::string_view lines);

struct UnsealedText {
    std::string text;       // the lines without their checksums, each ending in "\n"
    bool tornTail = false;  // the last line had no "\n" and was left out
};

// The text of sealed lines. Only a line ended by "\n" counts: what follows
// the last "\n" was being written when the writer stopped, and is dropped.
// A whole line without a checksum, or whose checksum does not match, throws
// SaveError at its line, naming `source`.
UnsealedText unsealLines(std::string_view sealed, const std::string& source);

}  // namespace delve
