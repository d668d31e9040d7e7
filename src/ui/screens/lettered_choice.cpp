#include "ui/screens/lettered_choice.h"

#include <algorithm>

#include "ui/app.h"
#include "ui/text/translation.h"

namespace delve {

namespace {
constexpr int kChoiceWidth = 60;
constexpr int kDescriptionIndent = 4;
}  // namespace

LetteredChoice::LetteredChoice(int count, int selected)
    : count_(std::max(count, 1)), selected_(std::clamp(selected, 0, std::max(count, 1) - 1)) {}

LetteredChoice::Heard LetteredChoice::hear(const Key& key, std::span<const Offer> offers) {
    const int before = selected_;
    const Heard heard = hear(key);
    const auto at = static_cast<std::size_t>(selected_);
    if (heard == Heard::Chosen && at < offers.size() && !offers[at].open) {
        selected_ = before;
        return Heard::Nothing;
    }
    return heard;
}

LetteredChoice::Heard LetteredChoice::hear(const Key& key) {
    switch (key.code) {
        case KeyCode::Escape:
            return Heard::Back;
        case KeyCode::Up:
        case KeyCode::Down:
            selected_ = (selected_ + (key.code == KeyCode::Up ? count_ - 1 : 1)) % count_;
            return Heard::Nothing;
        case KeyCode::Enter:
            return Heard::Chosen;
        case KeyCode::Character: {
            const int index = static_cast<int>(key.character) - 'a';
            if (index < 0 || index >= count_) {
                return Heard::Nothing;
            }
            selected_ = index;
            return Heard::Chosen;
        }
        case KeyCode::Home:
        case KeyCode::End:
        case KeyCode::Left:
        case KeyCode::Right:
        case KeyCode::PageUp:
        case KeyCode::PageDown:
        case KeyCode::Space:
        case KeyCode::Tab:
        case KeyCode::Backspace:
        case KeyCode::Delete:
        case KeyCode::F1:
        case KeyCode::F2:
        case KeyCode::F3:
        case KeyCode::F4:
        case KeyCode::F5:
        case KeyCode::F6:
        case KeyCode::F7:
        case KeyCode::F8:
        case KeyCode::F9:
        case KeyCode::F10:
        case KeyCode::F11:
        case KeyCode::F12:
        case KeyCode::Numpad1:
        case KeyCode::Numpad2:
        case KeyCode::Numpad3:
        case KeyCode::Numpad4:
        case KeyCode::Numpad5:
        case KeyCode::Numpad6:
        case KeyCode::Numpad7:
        case KeyCode::Numpad8:
        case KeyCode::Numpad9:
            return Heard::Nothing;
    }
    return Heard::Nothing;
}

void LetteredChoice::draw(CellBuffer& buffer, std::string_view title, std::span<const Offer> offers,
                          std::string_view hint, BoxOver over) const {
    const int width = std::min(kChoiceWidth, widestBoxText(buffer));
    BoxText lines;
    addBlank(lines);
    for (std::size_t i = 0; i < offers.size(); ++i) {
        const bool highlighted = static_cast<int>(i) == selected_;
        const std::string line =
            std::string(1, choiceLetter(static_cast<int>(i))) + ")  " + offers[i].title;
        const Colour colour = !offers[i].open ? colours::grey
                              : highlighted   ? colours::yellow
                                              : colours::lightGrey;
        addWrapped(lines, line, width, colour, 0, kDescriptionIndent);
        addWrapped(lines, offers[i].description, width, colours::grey, kDescriptionIndent,
                   kDescriptionIndent);
        addBlank(lines);
    }
    addWrapped(lines, hint, width, colours::grey);
    drawTextBox(buffer, title, lines, width, over);
}

std::string startHint(const App& app) {
    return app.start().canGoBack() ? tr("a letter or Enter: choose    Esc: back")
                                   : tr("a letter or Enter: choose    Esc: leave");
}

}  // namespace delve
