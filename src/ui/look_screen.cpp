#include "ui/look_screen.h"

#include "ui/app.h"
#include "ui/hover_text.h"
#include "ui/layout.h"
#include "ui/text/translation.h"

namespace delve {

void LookScreen::draw(const App& app, CellBuffer& buffer) const {
    const Point at = cursor_.at(app.game());
    if (const auto screen = app.lastFrame().camera.screenCellOf(at)) {
        buffer.cursor = *screen;
    }
    drawCellText(layoutFor(buffer.columns(), buffer.rows()), buffer,
                 describeFloorCell(app.game(), at));
    drawCursorKeys(buffer, tr("Look around with the movement keys or the mouse. Tab: next "
                              "monster, Esc: done."));
}

void LookScreen::handle(App& app, const InputEvent& event) {
    if (cursor_.handle(app, event) != MapCursor::Handled::No ||
        event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    if (key.code == KeyCode::Escape || (key.code == KeyCode::Character && key.character == U'x')) {
        app.pop();
    }
}

}  // namespace delve
