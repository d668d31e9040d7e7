#include "core/utf8.h"

#include <algorithm>
#include <cstdio>

namespace delve {

void appendUtf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

std::string toUtf8(char32_t codePoint) {
    std::string out;
    appendUtf8(out, codePoint);
    return out;
}

std::vector<char32_t> decodeUtf8(std::string_view text) {
    constexpr char32_t kReplacement = 0xFFFD;
    std::vector<char32_t> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        int extra = 0;
        char32_t c = 0;
        if (lead < 0x80) {
            c = lead;
        } else if ((lead & 0xE0) == 0xC0) {
            extra = 1;
            c = lead & 0x1F;
        } else if ((lead & 0xF0) == 0xE0) {
            extra = 2;
            c = lead & 0x0F;
        } else if ((lead & 0xF8) == 0xF0) {
            extra = 3;
            c = lead & 0x07;
        } else {
            out.push_back(kReplacement);
            ++i;
            continue;
        }
        bool valid = i + static_cast<std::size_t>(extra) < text.size();
        for (int k = 1; valid && k <= extra; ++k) {
            const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            valid = (next & 0xC0) == 0x80;
            c = (c << 6) | (next & 0x3F);
        }
        if (!valid) {
            out.push_back(kReplacement);
            ++i;
            continue;
        }
        out.push_back(c);
        i += static_cast<std::size_t>(extra) + 1;
    }
    return out;
}

int utf8Length(std::string_view text) {
    int count = 0;
    for (char ch : text) {
        if ((static_cast<unsigned char>(ch) & 0xC0) != 0x80) {
            ++count;
        }
    }
    return count;
}

bool isValidUtf8(std::string_view text) {
    return validUtf8Prefix(text) == text.size();
}

std::size_t validUtf8Prefix(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        int extra = 0;
        char32_t c = 0;
        char32_t least = 0;  // below this, the form is overlong
        if (lead < 0x80) {
            ++i;
            continue;
        } else if ((lead & 0xE0) == 0xC0) {
            extra = 1;
            c = lead & 0x1F;
            least = 0x80;
        } else if ((lead & 0xF0) == 0xE0) {
            extra = 2;
            c = lead & 0x0F;
            least = 0x800;
        } else if ((lead & 0xF8) == 0xF0) {
            extra = 3;
            c = lead & 0x07;
            least = 0x10000;
        } else {
            return i;
        }
        if (i + static_cast<std::size_t>(extra) >= text.size()) {
            return i;
        }
        for (int k = 1; k <= extra; ++k) {
            const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            if ((next & 0xC0) != 0x80) {
                return i;
            }
            c = (c << 6) | (next & 0x3F);
        }
        if (c < least || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
            return i;
        }
        i += static_cast<std::size_t>(extra) + 1;
    }
    return i;
}

TextPlace placeOfByte(std::string_view text, std::size_t offset) {
    const std::string_view before = text.substr(0, offset);
    const std::size_t newline = before.rfind('\n');
    const std::size_t lineStart = newline == std::string_view::npos ? 0 : newline + 1;
    return TextPlace{static_cast<int>(std::count(before.begin(), before.end(), '\n')) + 1,
                     utf8Length(before.substr(lineStart)) + 1};
}

std::string notUtf8At(std::string_view text, std::size_t offset) {
    char byte[8];
    std::snprintf(byte, sizeof byte, "0x%02x", static_cast<unsigned char>(text.at(offset)));
    return std::string("the byte ") + byte + " is not UTF-8";
}

std::optional<Utf8Fault> utf8Fault(std::string_view text, std::string_view whatItIs) {
    const std::size_t good = validUtf8Prefix(text);
    if (good == text.size()) {
        return std::nullopt;
    }
    return Utf8Fault{placeOfByte(text, good),
                     notUtf8At(text, good) + ": " + std::string(whatItIs) + " is UTF-8 text"};
}

namespace {

// The start of `text` with control characters and bytes that are not
// UTF-8 written as \xNN, at most `most` characters of it as shown (an
// escape shows four), and how many bytes of `text` it came from.
std::pair<std::string, std::size_t> escapedStart(std::string_view text, std::size_t most) {
    std::string out;
    std::size_t shown = 0;
    std::size_t at = 0;
    while (at < text.size() && shown < most) {
        const std::size_t good = validUtf8Prefix(text.substr(at, 4));
        const auto byte = static_cast<unsigned char>(text[at]);
        if (byte < 0x80 || good == 0) {
            if (byte < 0x20 || byte == 0x7f || byte >= 0x80) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
                out += escaped;
                shown += 3;
            } else {
                out += static_cast<char>(byte);
            }
            ++at;
        } else {
            // One whole character of two to four bytes.
            const std::size_t length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
            out.append(text.substr(at, length));
            at += length;
        }
        ++shown;
    }
    return {std::move(out), at};
}

std::string cutNote(std::string_view text, std::size_t used) {
    return used < text.size() ? " (cut short: " + std::to_string(text.size()) + " bytes in all)"
                              : "";
}

}  // namespace

std::string quotedForMessage(std::string_view text, std::size_t most) {
    const auto [shown, used] = escapedStart(text, most);
    return "\"" + shown + "\"" + cutNote(text, used);
}

std::string printableText(std::string_view text, std::size_t most) {
    const auto [shown, used] = escapedStart(text, most);
    return shown + cutNote(text, used);
}

}  // namespace delve
