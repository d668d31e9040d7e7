#include "frontend/term/mouse_translation.h"

#include "frontend/term/curses_wide.h"
#include "frontend/term/key_translation.h"

namespace delve {

std::optional<InputEvent> MouseTranslation::translate(unsigned long buttonState, int x, int y) {
    if (const auto cell = hoveredCell(buttonState, x, y)) {
        return InputEvent::hover(*cell);
    }
    if ((buttonState & BUTTON1_RELEASED) != 0) {
        buttonDown_ = false;
        return std::nullopt;
    }
    const auto cell = clickedCell(buttonState, x, y);
    if (!cell) {
        return std::nullopt;
    }
    if ((buttonState & BUTTON1_PRESSED) != 0) {
        if (buttonDown_) {
            return InputEvent::hover(*cell);
        }
        buttonDown_ = true;
    }
    return InputEvent::click(*cell);
}

}  // namespace delve
