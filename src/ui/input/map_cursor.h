#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "ui/screens/screen.h"

namespace delve {

class App;
class CellBuffer;
class Game;

// A cursor on the map, for the screens that point at a cell (aiming,
// looking): moved by the movement keys and the mouse, Tab to the target
// after the one it is on (the monsters in view, nearest first, unless the
// screen says which). Until moved it rests where the screen says it
// starts (the first target, else the hero, unless it says otherwise).
class MapCursor {
  public:
    // The cells Tab goes through, in order; where it rests until moved.
    using Targets = std::function<std::vector<Point>(const Game&)>;
    using Start = std::function<Point(const Game&)>;

    MapCursor();
    MapCursor(Targets targets, Start start);

    enum class Handled {
        No,        // not a key or a mouse event the cursor takes
        Moved,     // the cursor moved
        Clicked,   // a click on the map: the cursor is there, and it chose
        NoTarget,  // Tab, with nothing to go to: the cursor stays
    };

    Point at(const Game& game) const;
    Handled handle(const App& app, const InputEvent& event);

  private:
    Targets targets_;
    Start start_;
    std::optional<Point> cell_;
};

// What the keys do while a cursor is up, over the log's first lines (which
// the cursor's screen hides meanwhile).
void drawCursorKeys(CellBuffer& buffer, const std::string& keys);

}  // namespace delve
