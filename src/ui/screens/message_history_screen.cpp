#include "ui/screens/message_history_screen.h"

#include <algorithm>

#include "ui/app.h"
#include "ui/text/log_lines.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

void MessageHistoryScreen::draw(const App& app, CellBuffer& buffer) const {
    const Rect box{0, 0, buffer.columns(), buffer.rows()};
    drawBox(buffer, box, tr("Messages (arrows scroll, any other key closes)"));
    const std::vector<LogLine> lines = logLines(app, 0);
    const int newest = static_cast<int>(lines.size()) - 1 - scrolledBack_;
    const Point start = boxTextStart(box);
    const int width = boxTextWidth(box);
    // From the newest up, each message whole, as many as the box holds.
    int bottom = box.bottom() - 1;
    for (int i = newest; i >= 0; --i) {
        const std::string& text = lines[static_cast<std::size_t>(i)].text;
        const int needed = static_cast<int>(wrapWords(text, width).size());
        if (bottom - needed < start.y) {
            break;
        }
        bottom -= needed;
        buffer.wrapped({start.x, bottom}, text, width, colours::lightGrey, kBoxFill, needed);
    }
}

void MessageHistoryScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const int count = static_cast<int>(logLines(app, 0).size());
    // Up and down scroll; any other key closes the history.
    if (event.key.code == KeyCode::Up) {
        scrolledBack_ = std::min(scrolledBack_ + 1, std::max(count - 1, 0));
    } else if (event.key.code == KeyCode::Down) {
        scrolledBack_ = std::max(scrolledBack_ - 1, 0);
    } else {
        app.pop();
    }
}

}  // namespace delve
