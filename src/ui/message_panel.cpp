#include "ui/message_panel.h"

namespace delve {

void drawMessages(const MessageLog& log, int readUpTo, const Rect& area, CellBuffer& buffer) {
    const auto recent = log.last(static_cast<std::size_t>(area.height));
    int y = area.bottom() - static_cast<int>(recent.size());
    for (const Message& message : recent) {
        const bool fresh = message.serial > readUpTo;
        buffer.text({area.x, y}, displayText(message), fresh ? colours::white : colours::grey,
                    colours::black, area.width);
        ++y;
    }
}

}  // namespace delve
