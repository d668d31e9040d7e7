#include "ui/views/message_panel.h"

#include <algorithm>

#include "ui/text/text_wrap.h"

namespace delve {

void drawMessages(const std::vector<LogLine>& lines, const Rect& area, CellBuffer& buffer) {
    // Newest first, as many as fit whole; then drawn from the oldest down.
    std::vector<const LogLine*> shown;
    int rows = 0;
    for (auto it = lines.rbegin(); it != lines.rend() && rows < area.height; ++it) {
        const int needed = static_cast<int>(wrapWords(it->text, area.width).size());
        if (rows + needed > area.height && !shown.empty()) {
            break;
        }
        shown.push_back(&*it);
        rows += needed;
    }
    int y = area.bottom() - std::min(rows, area.height);
    for (auto it = shown.rbegin(); it != shown.rend(); ++it) {
        const LogLine& line = **it;
        y += buffer.wrapped({area.x, y}, line.text, area.width,
                            line.fresh ? colours::white : colours::grey, colours::black,
                            area.bottom() - y);
    }
}

}  // namespace delve
