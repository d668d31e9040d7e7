#pragma once

#include <string_view>

#include "ui/input/key.h"
#include "ui/views/cell_buffer.h"

namespace delve {

class App;

// One layer of the interface: the play screen, help, the menu... Only the
// screen on top of the stack hears input; screens that cover only part of
// the picture let the one below draw first.
class Screen {
  public:
    virtual ~Screen() = default;

    // The name `--dump` reports for the screen on top.
    virtual std::string_view name() const = 0;
    virtual void draw(const App& app, CellBuffer& buffer) const = 0;
    virtual void handle(App& app, const InputEvent& event) = 0;
    // True when the screen below should be drawn first.
    virtual bool isOverlay() const { return false; }
    // An overlay that is a box steps what it covers back into the shade; one
    // that points at the map (aiming, looking) leaves the map as bright as
    // it was, since the map is what the player reads.
    virtual bool shadesBelow() const { return true; }
    // Whether the keys this screen hears go into the run's recording
    // (ui/keeping/recording.h). A question about keeping the run is answered outside
    // the game's time: what it leads to is recorded in its place.
    virtual bool recordsInput() const { return true; }
    // Whether this screen reads keys as intents (the play screen, and those
    // that take a direction or move a cursor on the map): the player's own
    // keys are turned into the default keymap's before it hears them
    // (App::handlePlayers).
    virtual bool readsIntents() const { return false; }
};

}  // namespace delve
