#pragma once

#include <optional>
#include <string>

#include "core/point.h"
#include "ui/screen.h"

namespace delve {

class App;
class CellBuffer;
class Game;

// A cursor on the map, for the screens that point at a cell (aiming,
// looking): moved by the movement keys and the mouse, Tab to the next
// monster in view, nearest first. Until moved it rests on the nearest
// monster in view, else on the hero.
class MapCursor {
  public:
    enum class Handled {
        No,       // not a key or a mouse event the cursor takes
        Moved,    // the cursor moved
        Clicked,  // a click on the map: the cursor is there, and it chose
    };

    Point at(const Game& game) const;
    Handled handle(const App& app, const InputEvent& event);

  private:
    std::optional<Point> cell_;
    int nextMonster_ = 0;  // Tab's place in the monsters in view
};

// What the keys do while a cursor is up, over the log's first lines (which
// the cursor's screen hides meanwhile).
void drawCursorKeys(CellBuffer& buffer, const std::string& keys);

}  // namespace delve
