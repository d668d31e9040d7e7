#pragma once

#include <optional>

#include "ui/input/key.h"

namespace delve {

// Turns curses' mouse events into Clicks and Hovers. With motion reports on,
// curses reports a drag (the mouse moving with the first button held) as
// one more press of the button at each cell, so a press while the button is
// already down is a Hover there, not a Click: dragging never clicks along
// the way. A release lets the button go without an event of its own.
class MouseTranslation {
  public:
    // `buttonState` is getmouse's bstate; x and y the screen cell.
    std::optional<InputEvent> translate(unsigned long buttonState, int x, int y);

  private:
    bool buttonDown_ = false;
};

}  // namespace delve
