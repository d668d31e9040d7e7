#include "ui/text/text_wrap.h"

#include "core/utf8.h"

namespace delve {

namespace {
std::string encoded(const std::u32string& characters) {
    std::string text;
    for (char32_t c : characters) {
        appendUtf8(text, c);
    }
    return text;
}
}  // namespace

std::vector<std::string> wrapWords(std::string_view text, int width) {
    return wrapWords(text, width, width);
}

std::vector<std::string> wrapWords(std::string_view text, int width, int laterWidth) {
    std::vector<std::string> lines;
    if (width <= 0 || laterWidth <= 0) {
        return lines;
    }
    const std::vector<char32_t> characters = decodeUtf8(text);
    std::u32string line;
    std::u32string word;
    std::size_t gap = 0;  // the blanks before `word`, kept where no line breaks
    auto room = [&] { return static_cast<std::size_t>(lines.empty() ? width : laterWidth); };
    auto endLine = [&] {
        lines.push_back(encoded(line));
        line.clear();
    };
    auto placeWord = [&] {
        if (word.empty()) {
            return;
        }
        // Blanks lead a line only at the start of the text (an indent).
        std::size_t blanks = !line.empty() || lines.empty() ? gap : 0;
        if (!line.empty() && line.size() + blanks + word.size() > room()) {
            endLine();
            blanks = 0;
        }
        if (line.empty() && blanks + word.size() > room()) {
            blanks = 0;
        }
        line.append(blanks, U' ');
        for (char32_t c : word) {
            if (line.size() == room()) {
                endLine();
            }
            line += c;
        }
        word.clear();
        gap = 0;
    };
    for (char32_t c : characters) {
        if (c == U' ') {
            placeWord();
            ++gap;
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

std::string shortened(std::string_view text, int width) {
    const std::vector<char32_t> characters = decodeUtf8(text);
    if (static_cast<int>(characters.size()) <= width) {
        return std::string(text);
    }
    if (width <= 0) {
        return {};
    }
    std::u32string kept(characters.begin(), characters.begin() + (width - 1));
    // "giant …" reads as a word left out; "giant…" as one shortened.
    while (!kept.empty() && kept.back() == U' ') {
        kept.pop_back();
    }
    return encoded(kept + U'\u2026');
}

std::vector<std::string> wrapName(std::string_view name, int width) {
    std::string fitted;
    std::string word;
    auto placeWord = [&] {
        fitted += shortened(word, width);
        word.clear();
    };
    for (char c : name) {
        if (c == ' ') {
            placeWord();
            fitted += c;
        } else {
            word += c;
        }
    }
    placeWord();
    return wrapWords(fitted, width);
}

std::string nameWithin(std::string_view name, int width, int mostLines,
                       const std::function<std::string(const std::string&)>& framed) {
    const auto fits = [&](const std::string& text) {
        return static_cast<int>(wrapName(text, width).size()) <= mostLines;
    };
    std::string whole = framed(std::string(name));
    if (fits(whole)) {
        return whole;
    }
    for (int kept = static_cast<int>(decodeUtf8(name).size()) - 1; kept > 1; --kept) {
        std::string shorter = framed(shortened(name, kept));
        if (fits(shorter)) {
            return shorter;
        }
    }
    // Not even the words around a single letter fit: wrapped as it is, the
    // lines past the last are cut where it is written.
    return whole;
}

}  // namespace delve
