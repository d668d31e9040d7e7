#include "ui/aim_screen.h"

#include <algorithm>

#include "ui/app.h"
#include "ui/keymap.h"
#include "ui/layout.h"
#include "ui/side_panel.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

constexpr Colour kGlow{250, 130, 30};
constexpr Colour kHint = colours::yellow;
constexpr std::string_view kKeys =
    N_("Aim with the movement keys or the mouse. Tab: next monster, Enter: read the scroll "
       "there, Esc: put it away.");

}  // namespace

Point AimScreen::cursor(const App& app) const {
    if (cursor_) {
        return *cursor_;
    }
    const auto monsters = monstersInView(app.game());
    return monsters.empty() ? app.game().hero().position : monsters.front()->position;
}

void AimScreen::draw(const App& app, CellBuffer& buffer) const {
    const Point at = cursor(app);
    const Camera& camera = app.camera();
    for (Point cell : app.game().fireballReach(at)) {
        if (const auto screen = camera.screenCellOf(cell)) {
            buffer.highlight(*screen, kGlow, 45);
        }
    }
    if (const auto screen = camera.screenCellOf(at)) {
        buffer.cursor = *screen;
    }
    // The keys on the log's first lines, which the aim's own words replace.
    const Rect messages = layoutFor(buffer.columns(), buffer.rows()).messages;
    const int rows = std::min(3, messages.height);
    for (int y = messages.y; y < messages.y + rows; ++y) {
        for (int x = messages.x; x < messages.right(); ++x) {
            buffer.put({x, y}, U' ', colours::black);
        }
    }
    buffer.wrapped({messages.x, messages.y}, tr(kKeys), messages.width, kHint, colours::black,
                   rows);
}

void AimScreen::handle(App& app, const InputEvent& event) {
    const Camera& camera = app.camera();
    if (event.kind == InputEvent::Kind::Hover || event.kind == InputEvent::Kind::Click) {
        const auto cell = camera.floorCellAt(event.cell);
        if (!cell) {
            return;
        }
        cursor_ = *cell;
        if (event.kind == InputEvent::Kind::Click) {
            fire(app, *cell);
        }
        return;
    }
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    if (key.code == KeyCode::Escape) {
        app.pop();
        return;
    }
    if (key.code == KeyCode::Enter || (key.code == KeyCode::Character && key.character == U'f')) {
        fire(app, cursor(app));
        return;
    }
    if (key.code == KeyCode::Tab) {
        const auto monsters = monstersInView(app.game());
        if (!monsters.empty()) {
            nextMonster_ %= static_cast<int>(monsters.size());
            cursor_ = monsters[static_cast<std::size_t>(nextMonster_)]->position;
            ++nextMonster_;
        }
        return;
    }
    const auto command = commandFor(key);
    if (const auto direction = command ? directionOf(*command) : std::nullopt) {
        const Point moved = cursor(app) + offset(*direction);
        if (app.game().map().contains(moved)) {
            cursor_ = moved;
        }
    }
}

void AimScreen::fire(App& app, Point at) {
    app.pop();
    app.game().act(UseItem{scroll_, at, -1});
    app.afterAction();
}

}  // namespace delve
