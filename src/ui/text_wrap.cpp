#include "ui/text_wrap.h"

#include "core/utf8.h"

namespace delve {

std::vector<std::string> wrapWords(std::string_view text, int width) {
    std::vector<std::string> lines;
    if (width <= 0) {
        return lines;
    }
    const std::vector<char32_t> characters = decodeUtf8(text);
    std::u32string line;
    std::u32string word;
    auto endLine = [&] {
        std::string encoded;
        for (char32_t c : line) {
            appendUtf8(encoded, c);
        }
        lines.push_back(encoded);
        line.clear();
    };
    auto placeWord = [&] {
        if (word.empty()) {
            return;
        }
        const auto room = static_cast<std::size_t>(width);
        if (!line.empty() && line.size() + 1 + word.size() > room) {
            endLine();
        }
        if (!line.empty()) {
            line += U' ';
        }
        for (char32_t c : word) {
            if (line.size() == room) {
                endLine();
            }
            line += c;
        }
        word.clear();
    };
    for (char32_t c : characters) {
        if (c == U' ') {
            placeWord();
        } else {
            word += c;
        }
    }
    placeWord();
    if (!line.empty()) {
        endLine();
    }
    return lines;
}

}  // namespace delve
