#include "ui/message_panel.h"

#include <algorithm>
#include <vector>

#include "ui/text_wrap.h"

namespace delve {

void drawMessages(const MessageLog& log, int readUpTo, const Rect& area, CellBuffer& buffer) {
    // Newest first, as many as fit whole; then drawn from the oldest down.
    const auto& messages = log.messages();
    std::vector<const Message*> shown;
    int lines = 0;
    for (auto it = messages.rbegin(); it != messages.rend() && lines < area.height; ++it) {
        const int needed = static_cast<int>(wrapWords(displayText(*it), area.width).size());
        if (lines + needed > area.height && !shown.empty()) {
            break;
        }
        shown.push_back(&*it);
        lines += needed;
    }
    int y = area.bottom() - std::min(lines, area.height);
    for (auto it = shown.rbegin(); it != shown.rend(); ++it) {
        const Message& message = **it;
        const bool fresh = message.serial > readUpTo;
        y += buffer.wrapped({area.x, y}, displayText(message), area.width,
                            fresh ? colours::white : colours::grey, colours::black,
                            area.bottom() - y);
    }
}

}  // namespace delve
