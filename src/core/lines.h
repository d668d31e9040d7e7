#pragma once

#include <string_view>
#include <vector>

namespace delve {

// The lines of a text, split at each '\n' and without it; a last line with
// no '\n' after it is a line too, and an empty text has none. Views into
// `text`, which must outlive them. Each reader decides for itself what a
// '\r' or a blank line at the end means.
std::vector<std::string_view> splitLines(std::string_view text);

// A line without the '\r' an editor of the other world ends it with.
constexpr std::string_view withoutCarriageReturn(std::string_view line) {
    return line.ends_with('\r') ? line.substr(0, line.size() - 1) : line;
}

// The same lines, handed out one at a time and never held in a list, for a
// reader of files from outside: a file of fifty million empty lines costs
// it nothing to walk and refuse.
class LineWalker {
  public:
    explicit LineWalker(std::string_view text) : text_(text) {}

    bool atEnd() const { return at_ >= text_.size(); }
    // The next line, without its '\n'. Only when not atEnd().
    std::string_view next();
    // The number of the line next() gave last, from 1; 0 before the first.
    int line() const { return line_; }

  private:
    std::string_view text_;
    std::size_t at_ = 0;
    int line_ = 0;
};

}  // namespace delve
