#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace delve {

// Breaks text into lines of at most `width` characters, between words where
// it can; a word longer than a line is cut. Blanks inside a line are kept as
// they are (columns stay lined up), as are those at the start of the text;
// where a line breaks they go. Counts UTF-8 characters, not bytes, since
// every glyph takes one cell.
std::vector<std::string> wrapWords(std::string_view text, int width);

// The same, but the lines after the first hold at most `laterWidth`
// characters: for a hanging indent, the caller draws them further in.
std::vector<std::string> wrapWords(std::string_view text, int width, int laterWidth);

// A name as it is when it fits in `width` characters; a longer one is cut to
// `width` with its last character an ellipsis (…), so the reader sees that
// something is missing.
std::string shortened(std::string_view text, int width);

// A name wrapped as wrapWords does, but never broken inside a word: a word
// longer than a line is shortened with an ellipsis instead
// ("delve_test_lev…"), so what is left still reads as part of a name.
std::vector<std::string> wrapName(std::string_view name, int width);

// `name`, set among the words `framed` puts around it ("{name} (asleep)"),
// as it fits in at most `mostLines` lines of `width` wrapped by wrapName:
// whole where it fits, else the name shortened with "…" until it does, so
// the words around it stay whole ("murciélago / frugív… (duerme)"). A
// narrow panel keeps each name to two lines this way.
std::string nameWithin(std::string_view name, int width, int mostLines,
                       const std::function<std::string(const std::string&)>& framed);

}  // namespace delve
