#include "ui/class_screen.h"

#include <algorithm>

#include "ui/app.h"
#include "ui/box.h"
#include "ui/text/data_words.h"
#include "ui/text/translation.h"

namespace delve {

namespace {
constexpr int kWidth = 60;
constexpr int kDescriptionIndent = 4;
}  // namespace

void ClassScreen::draw(const App& app, CellBuffer& buffer) const {
    const auto& classes = app.rules().classes;
    const int width = std::min(kWidth, widestBoxText(buffer));
    BoxText lines;
    addBlank(lines);
    for (std::size_t i = 0; i < classes.size(); ++i) {
        const bool chosen = static_cast<int>(i) == selected_;
        const std::string line =
            std::string(1, static_cast<char>('a' + i)) + ")  " +
            trf("{class}  ({health} HP)", SentenceArguments{}
                                              .text("class", className(classes[i]))
                                              .number("health", classes[i].maxHp));
        addWrapped(lines, line, width, chosen ? colours::yellow : colours::lightGrey, 0,
                   kDescriptionIndent);
        addWrapped(lines, classDescription(classes[i]), width, colours::grey, kDescriptionIndent,
                   kDescriptionIndent);
        addBlank(lines);
    }
    addWrapped(lines, tr("a letter or Enter: begin    Esc: leave"), width, colours::grey);
    drawTextBox(buffer, tr("Delve: choose who goes down"), lines, width, BoxOver::Nothing);
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
