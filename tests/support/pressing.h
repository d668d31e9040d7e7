#pragma once

#include <string_view>

#include "ui/app.h"

namespace delve::testing {

// Keys pressed on an app, as a player presses them.
inline void press(App& app, Key key) {
    app.handle(InputEvent::keyPress(key));
}
inline void press(App& app, char32_t c) {
    press(app, Key::of(c));
}
inline void pressAll(App& app, std::u32string_view keys) {
    for (char32_t c : keys) {
        press(app, c);
    }
}

}  // namespace delve::testing
