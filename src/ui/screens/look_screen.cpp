#include "ui/screens/look_screen.h"

#include <vector>

#include "ui/app.h"
#include "ui/input/key_help.h"
#include "ui/text/hover_text.h"
#include "ui/text/translation.h"
#include "ui/views/layout.h"
#include "ui/views/side_panel.h"

namespace delve {

namespace {

// The monsters in view, nearest first, the one that forbids commands
// before them all.
std::vector<Point> monstersToLookAt(const Game& game) {
    std::vector<Point> cells;
    const Monster* forbidding = game.foresight().monsterForbiddingCommands();
    if (forbidding != nullptr) {
        cells.push_back(forbidding->position);
    }
    for (const Monster* monster : monstersInView(game)) {
        if (monster != forbidding) {
            cells.push_back(monster->position);
        }
    }
    return cells;
}

}  // namespace

LookScreen::LookScreen() : cursor_(monstersToLookAt, {}) {}

void LookScreen::draw(const App& app, CellBuffer& buffer) const {
    const Point at = cursor_.at(app.game());
    if (const auto screen = app.lastFrame().camera.screenCellOf(at)) {
        buffer.cursor = *screen;
    }
    drawCellText(app.lastFrame().layout, buffer, describeFloorCell(app.game(), at));
    drawCursorKeys(buffer, trf("Look around with the movement keys or the mouse. Tab: next "
                               "monster, Esc or {key}: done.",
                               SentenceArguments{}.text(
                                   "key", keysLabel(app.settings().keymap(), Intent::Look))));
}

void LookScreen::handle(App& app, const InputEvent& event) {
    if (cursor_.handle(app, event) != MapCursor::Handled::No ||
        event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    if (key.code == KeyCode::Escape || intentFor(key) == Intent::Look) {
        app.pop();
    }
}

}  // namespace delve
