#include "ui/map_cursor.h"

#include <algorithm>

#include "ui/app.h"
#include "ui/cell_buffer.h"
#include "ui/keymap.h"
#include "ui/layout.h"
#include "ui/side_panel.h"

namespace delve {

Point MapCursor::at(const Game& game) const {
    if (cell_) {
        return *cell_;
    }
    const auto monsters = monstersInView(game);
    return monsters.empty() ? game.hero().position : monsters.front()->position;
}

MapCursor::Handled MapCursor::handle(const App& app, const InputEvent& event) {
    if (event.kind == InputEvent::Kind::Hover || event.kind == InputEvent::Kind::Click) {
        const auto cell = app.lastFrame().camera.floorCellAt(event.cell);
        if (!cell) {
            return Handled::No;
        }
        cell_ = *cell;
        return event.kind == InputEvent::Kind::Click ? Handled::Clicked : Handled::Moved;
    }
    if (event.kind != InputEvent::Kind::Key) {
        return Handled::No;
    }
    const Game& game = app.game();
    if (event.key.code == KeyCode::Tab) {
        const auto monsters = monstersInView(game);
        if (!monsters.empty()) {
            nextMonster_ %= static_cast<int>(monsters.size());
            cell_ = monsters[static_cast<std::size_t>(nextMonster_)]->position;
            ++nextMonster_;
        }
        return Handled::Moved;
    }
    const auto command = intentFor(event.key);
    const auto direction = command ? directionOf(*command) : std::nullopt;
    if (!direction) {
        return Handled::No;
    }
    const Point moved = at(game) + offset(*direction);
    if (game.map().contains(moved)) {
        cell_ = moved;
    }
    return Handled::Moved;
}

void drawCursorKeys(CellBuffer& buffer, const std::string& keys) {
    const Rect messages = layoutFor(buffer.columns(), buffer.rows()).messages;
    const int rows = std::min(3, messages.height);
    for (int y = messages.y; y < messages.y + rows; ++y) {
        for (int x = messages.x; x < messages.right(); ++x) {
            buffer.put({x, y}, U' ', colours::black);
        }
    }
    buffer.wrapped({messages.x, messages.y}, keys, messages.width, colours::yellow, colours::black,
                   rows);
}

}  // namespace delve
