#include "ui/screens/menu_screen.h"

#include <algorithm>
#include <memory>

#include "ui/app.h"
#include "ui/screens/confirm_screen.h"
#include "ui/screens/help_screen.h"
#include "ui/screens/language_screen.h"
#include "ui/screens/settings_screen.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {
constexpr int kMenuWidth = 30;

// The language in use, in its own name: "l  language: Deutsch".
std::string languageLine() {
    return trf("l  language: {language}",
               SentenceArguments{}.text("language", std::string(languageName(currentLanguage()))));
}
}  // namespace

void MenuScreen::draw(const App& app, CellBuffer& buffer) const {
    // Runs are kept unless nothing keeps them (a headless run without --save).
    const bool kept = app.keeping().keepsRuns();
    const int width = std::min(kMenuWidth, widestBoxText(buffer));
    BoxText lines;
    addWrapped(lines, tr("r  resume (or Esc)"), width, colours::lightGrey, 0, 3);
    addWrapped(lines, tr("?  help: every key"), width, colours::lightGrey, 0, 3);
    addWrapped(lines, tr("s  settings"), width, colours::lightGrey, 0, 3);
    addWrapped(lines, languageLine(), width, colours::lightGrey, 0, 3);
    addWrapped(lines, kept ? tr("q  save and quit") : tr("q  quit"), width, colours::lightGrey, 0,
               3);
    drawTextBox(buffer, "Delve", lines, width);
}

void MenuScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    const bool escape = key.code == KeyCode::Escape;
    const char32_t c = key.code == KeyCode::Character ? key.character : 0;
    if (escape || c == U'r') {
        app.pop();
    } else if (c == U'?' || key.code == KeyCode::F1) {
        app.push(std::make_unique<HelpScreen>());
    } else if (c == U's' || c == U'S') {
        openSettings(app);
    } else if (c == U'l' || c == U'L') {
        openLanguages(app);
    } else if (c == U'q' || c == U'Q') {
        const bool kept = app.keeping().keepsRuns();
        app.push(std::make_unique<ConfirmScreen>(
            kept ? tr("Save and quit?") : tr("Quit?"),
            kept ? tr("Save this run and quit? It goes on next time.")
                 : tr("Quit now? This run is not kept."),
            [](App& owner) {
                // A save that fails asks again, in a question of its own.
                owner.requestQuit();
                return true;
            }));
    }
}

}  // namespace delve
