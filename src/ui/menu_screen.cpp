#include "ui/menu_screen.h"

#include <memory>

#include "ui/app.h"
#include "ui/box.h"
#include "ui/confirm_screen.h"
#include "ui/help_screen.h"

namespace delve {

namespace {
constexpr Colour kFill{12, 12, 20};
}  // namespace

void MenuScreen::draw(const App& app, CellBuffer& buffer) const {
    // Runs are kept unless nothing keeps them (a headless run without --save).
    const bool kept = app.keepsRuns();
    const Rect box = centredBox(buffer, 30, 5);
    drawBox(buffer, box, "Delve");
    buffer.text({box.x + 2, box.y + 1}, "r  resume (or Esc)", colours::lightGrey, kFill);
    buffer.text({box.x + 2, box.y + 2}, "?  help: every key", colours::lightGrey, kFill);
    buffer.text({box.x + 2, box.y + 3}, kept ? "q  save and quit" : "q  quit", colours::lightGrey,
                kFill);
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
    } else if (c == U'q' || c == U'Q') {
        const bool kept = app.keepsRuns();
        app.push(std::make_unique<ConfirmScreen>(
            kept ? "Save and quit?" : "Quit?",
            kept ? "Save this run and quit? It goes on next time."
                 : "Quit now? This run is not kept.",
            [](App& owner) {
                owner.requestQuit();
                return owner.wantsQuit();
            }));
    }
}

}  // namespace delve
