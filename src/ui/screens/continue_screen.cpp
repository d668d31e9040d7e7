#include "ui/screens/continue_screen.h"

#include <algorithm>

#include "ui/app.h"
#include "ui/text/data_words.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {

constexpr int kWidth = 60;
// A choice's words after its key line up under the first.
constexpr int kChoiceIndent = 3;

// "A level 3 fighter on floor 2, the Dripping Vaults, on turn 512."
std::string summary(const Game& game) {
    const Hero& hero = game.hero();
    return trf("A level {level} {class} on floor {depth}, {floor}, on turn {turn}.",
               SentenceArguments{}
                   .number("level", hero.experienceLevel)
                   .text("class", className(*hero.heroClass))
                   .number("depth", game.stage().depth())
                   .text("floor", placeName(game.stage().name()))
                   .number("turn", game.turn()));
}

}  // namespace

void ContinueScreen::draw(const App&, CellBuffer& buffer) const {
    const int width = std::min(kWidth, widestBoxText(buffer));
    BoxText lines;
    if (!saved_) {
        addWrapped(lines, tr("The saved run cannot be read:"), width, colours::red);
        addWrapped(lines, problem_, width, colours::lightGrey);
        addBlank(lines);
        addWrapped(lines, tr("n  begin a new run in its place"), width, colours::lightGrey, 0,
                   kChoiceIndent);
        addBlank(lines);
        addWrapped(lines, tr("Esc: leave (the save stays as it is)"), width, colours::grey);
        drawTextBox(buffer, tr("Delve: the saved run"), lines, width, BoxOver::Nothing);
        return;
    }
    addWrapped(lines, tr("You saved a run last time:"), width, colours::white);
    addWrapped(lines, summary(saved_->game), width, colours::yellow);
    addBlank(lines);
    addWrapped(lines, tr("c  go on with it (or Enter)"), width, colours::lightGrey, 0,
               kChoiceIndent);
    addWrapped(lines, tr("n  begin a new run (the saved one is given up)"), width,
               colours::lightGrey, 0, kChoiceIndent);
    addBlank(lines);
    addWrapped(lines, tr("Esc: leave"), width, colours::grey);
    drawTextBox(buffer, tr("Delve: a run is waiting"), lines, width, BoxOver::Nothing);
}

void ContinueScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    const char32_t c = key.code == KeyCode::Character ? key.character : 0;
    if (key.code == KeyCode::Escape) {
        app.requestQuit();
    } else if (saved_ && (c == U'c' || c == U'C' || key.code == KeyCode::Enter)) {
        app.keeping().resume(std::move(*saved_));
    } else if (c == U'n' || c == U'N') {
        app.keeping().declineSavedRun();
    }
}

}  // namespace delve
