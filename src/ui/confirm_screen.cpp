#include "ui/confirm_screen.h"

#include <algorithm>
#include <utility>

#include "core/utf8.h"
#include "ui/app.h"
#include "ui/box.h"
#include "ui/text_wrap.h"

namespace delve {

namespace {
constexpr Colour kFill{12, 12, 20};
constexpr int kWidestText = 56;
constexpr std::string_view kAnswers = "y: yes    n or Esc: no";
}  // namespace

ConfirmScreen::ConfirmScreen(std::string title, std::string question, Answer onYes, Keys keys)
    : title_(std::move(title)),
      question_(std::move(question)),
      onYes_(std::move(onYes)),
      keys_(keys) {}

void ConfirmScreen::draw(const App&, CellBuffer& buffer) const {
    // As wide as the question needs, up to a comfortable line, and never
    // wider than the screen leaves room for inside the frame.
    const int room = std::max(buffer.columns() - 4, 1);
    const int wanted =
        std::max({utf8Length(question_), utf8Length(title_) + 2, utf8Length(kAnswers)});
    const int width = std::min({wanted, kWidestText, room});
    const std::vector<std::string> lines = wrapWords(question_, width);
    const int height = static_cast<int>(lines.size()) + 2;
    const Rect box = centredBox(buffer, width, height);
    drawBox(buffer, box, title_);
    int y = box.y + 1;
    for (const std::string& line : lines) {
        buffer.text({box.x + 2, y++}, line, colours::white, kFill, box.width - 4);
    }
    buffer.text({box.x + 2, y + 1}, kAnswers, colours::grey, kFill, box.width - 4);
}

void ConfirmScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    const char32_t c = key.code == KeyCode::Character ? key.character : 0;
    if (c == U'y' || c == U'Y') {
        if (!onYes_ || onYes_(app)) {
            app.pop();
        }
    } else if (key.code == KeyCode::Escape || c == U'n' || c == U'N') {
        app.pop();
    }
}

}  // namespace delve
