#include "ui/class_screen.h"

#include "ui/app.h"
#include "ui/box.h"

namespace delve {

namespace {
constexpr Colour kFill{12, 12, 20};
}  // namespace

void ClassScreen::draw(const App& app, CellBuffer& buffer) const {
    const auto& classes = app.rules().classes;
    const Rect box = centredBox(buffer, 60, static_cast<int>(classes.size()) * 3 + 3);
    drawBox(buffer, box, "Delve: choose who goes down");
    int y = box.y + 2;
    for (std::size_t i = 0; i < classes.size(); ++i) {
        const bool chosen = static_cast<int>(i) == selected_;
        const std::string line = std::string(1, static_cast<char>('a' + i)) + ")  " +
                                 std::string(classes[i].name) + "  (" +
                                 std::to_string(classes[i].maxHp) + " HP)";
        buffer.text({box.x + 2, y}, line, chosen ? colours::yellow : colours::lightGrey, kFill,
                    box.width - 4);
        buffer.text({box.x + 6, y + 1}, classes[i].description, colours::grey, kFill,
                    box.width - 8);
        y += 3;
    }
    buffer.text({box.x + 2, box.bottom() - 2}, "a letter or Enter: begin    Esc: leave",
                colours::grey, kFill, box.width - 4);
}

void ClassScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const auto& classes = app.rules().classes;
    const int count = static_cast<int>(classes.size());
    const Key& key = event.key;
    if (key.code == KeyCode::Escape) {
        app.requestQuit();
    } else if (key.code == KeyCode::Up || key.code == KeyCode::Down) {
        selected_ = (selected_ + (key.code == KeyCode::Up ? count - 1 : 1)) % count;
    } else if (key.code == KeyCode::Enter) {
        app.startRun(std::string(classes[static_cast<std::size_t>(selected_)].id));
    } else if (key.code == KeyCode::Character) {
        const int index = static_cast<int>(key.character) - 'a';
        if (index >= 0 && index < count) {
            app.startRun(std::string(classes[static_cast<std::size_t>(index)].id));
        }
    }
}

}  // namespace delve
