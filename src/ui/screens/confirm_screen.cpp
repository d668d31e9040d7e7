#include "ui/screens/confirm_screen.h"

#include <algorithm>
#include <utility>

#include "core/utf8.h"
#include "ui/app.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {
constexpr int kWidestText = 56;
constexpr std::string_view kAnswers = N_("y: yes    n or Esc: no");
constexpr std::string_view kCarefulAnswers = N_("Y or Enter: yes    n or Esc: no");
}  // namespace

ConfirmScreen::ConfirmScreen(std::string title, std::string question, Answer onYes, Keys keys,
                             Yes yes)
    : title_(std::move(title)),
      question_(std::move(question)),
      onYes_(std::move(onYes)),
      keys_(keys),
      yes_(yes) {}

void ConfirmScreen::draw(const App&, CellBuffer& buffer) const {
    // As wide as the question needs, up to a comfortable line, and never
    // wider than the screen leaves room for inside the frame.
    const std::string answers = tr(yes_ == Yes::LowerY ? kAnswers : kCarefulAnswers);
    const int wanted =
        std::max({utf8Length(question_), utf8Length(title_) + 2, utf8Length(answers)});
    const int width = std::min({wanted, kWidestText, widestBoxText(buffer)});
    BoxText lines;
    addWrapped(lines, question_, width, colours::white);
    addBlank(lines);
    addWrapped(lines, answers, width, colours::grey);
    drawTextBox(buffer, title_, lines, width);
}

void ConfirmScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    const char32_t c = key.code == KeyCode::Character ? key.character : 0;
    const bool yes =
        yes_ == Yes::LowerY ? (c == U'y' || c == U'Y') : (c == U'Y' || key.code == KeyCode::Enter);
    if (yes) {
        if (!onYes_ || onYes_(app)) {
            app.pop();
        }
    } else if (key.code == KeyCode::Escape || c == U'n' || c == U'N') {
        app.pop();
    }
}

}  // namespace delve
