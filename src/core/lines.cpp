#include "core/lines.h"

namespace delve {

std::vector<std::string_view> splitLines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::string_view LineWalker::next() {
    std::size_t end = text_.find('\n', at_);
    if (end == std::string_view::npos) {
        end = text_.size();
    }
    const std::string_view line = text_.substr(at_, end - at_);
    at_ = end + 1;
    ++line_;
    return line;
}

}  // namespace delve
