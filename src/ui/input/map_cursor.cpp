#include "ui/input/map_cursor.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "ui/app.h"
#include "ui/input/keymap.h"
#include "ui/views/cell_buffer.h"
#include "ui/views/layout.h"
#include "ui/views/side_panel.h"

namespace delve {

MapCursor::MapCursor()
    : MapCursor(
          [](const Game& game) {
              std::vector<Point> cells;
              for (const Monster* monster : monstersInView(game)) {
                  cells.push_back(monster->position);
              }
              return cells;
          },
          {}) {}

MapCursor::MapCursor(Targets targets, Start start)
    : targets_(std::move(targets)), start_(std::move(start)) {
    if (!start_) {
        start_ = [targets = targets_](const Game& game) {
            const std::vector<Point> cells = targets(game);
            return cells.empty() ? game.hero().position : cells.front();
        };
    }
}

Point MapCursor::at(const Game& game) const {
    return cell_ ? *cell_ : start_(game);
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
        const std::vector<Point> targets = targets_(game);
        if (targets.empty()) {
            return Handled::NoTarget;
        }
        // The one after the cursor's cell, or the first if it is on none.
        const auto on = std::ranges::find(targets, at(game));
        cell_ = on == targets.end() || std::next(on) == targets.end() ? targets.front()
                                                                      : *std::next(on);
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
