#include "ui/menu_screen.h"

#include <memory>

#include "ui/app.h"
#include "ui/box.h"
#include "ui/help_screen.h"

namespace delve {

namespace {
constexpr Colour kFill{12, 12, 20};
}  // namespace

void MenuScreen::draw(const App& app, CellBuffer& buffer) const {
    // Runs are kept unless nothing keeps them (a headless run without --save).
    const bool kept = app.keepsRuns();
    if (confirming_) {
        const Rect box = centredBox(buffer, 50, 3);
        drawBox(buffer, box, kept ? "Save and quit?" : "Quit?");
        buffer.text({box.x + 2, box.y + 1},
                    kept ? "Save this run and quit? It goes on next time."
                         : "Quit now? This run is not kept.",
                    colours::white, kFill);
        buffer.text({box.x + 2, box.y + 3}, "y: quit    n or Esc: keep playing", colours::grey,
                    kFill);
        return;
    }
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
    if (confirming_) {
        if (c == U'y' || c == U'Y') {
            app.requestQuit();
        } else if (escape || c == U'n' || c == U'N') {
            confirming_ = false;
        }
        return;
    }
    if (escape || c == U'r') {
        app.pop();
    } else if (c == U'?' || key.code == KeyCode::F1) {
        app.push(std::make_unique<HelpScreen>());
    } else if (c == U'q' || c == U'Q') {
        confirming_ = true;
    }
}

}  // namespace delve
