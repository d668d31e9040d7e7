#pragma once

#include <SDL2/SDL_events.h>

#include <vector>

#include "ui/input/key.h"

namespace delve {

// Turns SDL's keyboard events into the ui's Keys, one Key per press.
//
// SDL reports a printable key twice: a key-down with the key's place on the
// keyboard, then a text event with the character the layout and Shift made
// of it ('>' rather than '.'). Printable keys are taken from the text; named
// keys (arrows, Enter, F1, the numpad, Ctrl or Alt with a letter) from the
// key-down, and then the text event that may follow that same press is
// dropped, so numpad 1 with NumLock on is Numpad1 and not also '1'.
class KeyTranslator {
  public:
    std::vector<Key> translate(const SDL_Event& event);

  private:
    bool dropNextText_ = false;
};

// Alt+Enter, which the window keeps for itself to switch fullscreen.
bool isFullscreenToggle(const SDL_Event& event);

}  // namespace delve
