#include "content/toml_nesting.h"

#include <vector>

namespace delve {

namespace {

// One pass over the text, knowing no more of TOML than where strings,
// comments, keys, headers and values begin and end.
class NestingScan {
  public:
    explicit NestingScan(std::string_view text) : text_(text) {}

    std::optional<TomlTooDeep> run() {
        while (at_ < text_.size() && !problem_) {
            step();
        }
        return problem_;
    }

  private:
    enum class Place { LineStart, Header, Key, Value };

    void step() {
        const char c = text_[at_];
        if (c == '\n') {
            advance();
            if (opened_.empty()) {
                place_ = Place::LineStart;
            }
            return;
        }
        if (c == '#') {
            while (at_ < text_.size() && text_[at_] != '\n') {
                advance();
            }
            return;
        }
        if (c == '"' || c == '\'') {
            skipString(c);
            return;
        }
        switch (place_) {
            case Place::LineStart:
                return atLineStart(c);
            case Place::Header:
                return inHeader(c);
            case Place::Key:
                return inKey(c);
            case Place::Value:
                return inValue(c);
        }
    }

    void atLineStart(char c) {
        if (c == ' ' || c == '\t' || c == '\r') {
            advance();
            return;
        }
        startPath();
        if (c == '[') {
            place_ = Place::Header;
            advance();
            if (at_ < text_.size() && text_[at_] == '[') {
                advance();
            }
            return;
        }
        place_ = Place::Key;
    }

    void inHeader(char c) {
        if (c == '.') {
            ++parts_;
        } else if (c == ']') {
            if (deeperThanAllowed(parts_)) {
                return;
            }
            tableDepth_ = parts_;
            place_ = Place::Value;  // the rest of the line: `]` of `[[` or a comment
        }
        advance();
    }

    void inKey(char c) {
        if (c == '.') {
            ++parts_;
        } else if (c == '=') {
            const int depth = enclosingDepth() + parts_;
            if (deeperThanAllowed(depth)) {
                return;
            }
            valueDepth_ = depth;
            place_ = Place::Value;
        } else if (c == '}') {
            close();  // an empty inline table
        }
        advance();
    }

    void inValue(char c) {
        if (c == '[' || c == '{') {
            startPath();  // an opening's position is the one to report
            const int depth = valueDepth_ + 1;
            if (deeperThanAllowed(depth)) {
                return;
            }
            opened_.push_back({c, depth});
            valueDepth_ = depth;
            if (c == '{') {
                place_ = Place::Key;
                advance();
                startPath();
                return;
            }
        } else if (c == ',' && !opened_.empty()) {
            if (opened_.back().bracket == '{') {
                place_ = Place::Key;
                advance();
                startPath();
                return;
            }
            valueDepth_ = opened_.back().depth;
        } else if (c == ']' || c == '}') {
            close();
        }
        advance();
    }

    void close() {
        if (!opened_.empty()) {
            opened_.pop_back();
        }
        valueDepth_ = enclosingDepth();
        place_ = Place::Value;
    }

    int enclosingDepth() const { return opened_.empty() ? tableDepth_ : opened_.back().depth; }

    void startPath() {
        parts_ = 1;
        pathLine_ = line_;
        pathColumn_ = column_;
    }

    bool deeperThanAllowed(int depth) {
        if (depth <= kDeepestToml) {
            return false;
        }
        problem_ = TomlTooDeep{pathLine_, pathColumn_,
                               "tables and lists nest " + std::to_string(depth) +
                                   " deep here; a file may nest them " +
                                   std::to_string(kDeepestToml) + " deep at most"};
        return true;
    }

    // Past a string of any of TOML's four kinds, its escapes included.
    void skipString(char quote) {
        const std::string triple(3, quote);
        const bool multiline = text_.compare(at_, 3, triple) == 0;
        const std::size_t opening = multiline ? 3 : 1;
        for (std::size_t i = 0; i < opening; ++i) {
            advance();
        }
        while (at_ < text_.size()) {
            const char c = text_[at_];
            if (c == '\\' && quote == '"') {
                advance();
                if (at_ < text_.size()) {
                    advance();
                }
                continue;
            }
            if (c == '\n' && !multiline) {
                return;  // unfinished: the parser says so
            }
            if (c == quote && (!multiline || text_.compare(at_, 3, triple) == 0)) {
                for (std::size_t i = 0; i < opening; ++i) {
                    advance();
                }
                return;
            }
            advance();
        }
    }

    void advance() {
        const auto byte = static_cast<unsigned char>(text_[at_]);
        if (byte == '\n') {
            ++line_;
            column_ = 1;
        } else if ((byte & 0xC0U) != 0x80U) {
            ++column_;
        }
        ++at_;
    }

    struct Opening {
        char bracket;  // '[' or '{'
        int depth;
    };

    std::string_view text_;
    std::size_t at_ = 0;
    int line_ = 1;
    int column_ = 1;
    Place place_ = Place::LineStart;
    int parts_ = 0;
    int pathLine_ = 1;
    int pathColumn_ = 1;
    int tableDepth_ = 0;
    int valueDepth_ = 0;
    std::vector<Opening> opened_;
    std::optional<TomlTooDeep> problem_;
};

}  // namespace

std::optional<TomlTooDeep> tomlTooDeep(std::string_view text) {
    return NestingScan(text).run();
}

}  // namespace delve
