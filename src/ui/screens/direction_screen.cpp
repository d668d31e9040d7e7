#include "ui/screens/direction_screen.h"

#include <algorithm>
#include <utility>

#include "core/utf8.h"
#include "ui/app.h"
#include "ui/input/keymap.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {
constexpr int kWidestDirectionText = 56;
constexpr std::string_view kKeys = N_("a direction key: that way    Esc: never mind");
}  // namespace

DirectionScreen::DirectionScreen(std::string question, Answer onDirection)
    : question_(std::move(question)), onDirection_(std::move(onDirection)) {}

void DirectionScreen::draw(const App&, CellBuffer& buffer) const {
    const std::string keys = tr(kKeys);
    const int wanted = std::max(utf8Length(question_), utf8Length(keys));
    const int width = std::min({wanted, kWidestDirectionText, widestBoxText(buffer)});
    BoxText lines;
    addWrapped(lines, keys, width, colours::grey);
    drawTextBox(buffer, question_, lines, width);
}

void DirectionScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    if (event.key.code == KeyCode::Escape) {
        app.pop();
        return;
    }
    const auto command = intentFor(event.key);
    if (const auto direction = command ? directionOf(*command) : std::nullopt) {
        app.pop();
        onDirection_(app, *direction);
    }
}

}  // namespace delve
