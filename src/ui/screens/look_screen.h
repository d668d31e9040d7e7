#pragma once

#include "ui/input/map_cursor.h"
#include "ui/screens/screen.h"

namespace delve {

// Looking around (x): a cursor on the map, moved as the aiming cursor is,
// and what it rests on described in the side panel in the words the mouse's
// hover uses: a monster's kind, health, state and conditions; an item; a
// known trap; the terrain, seen or remembered. Takes no turn; Esc or x
// closes it. It starts on the monster that keeps commands from starting,
// if any (the one a refusal names), else on the nearest in view.
class LookScreen : public Screen {
  public:
    LookScreen();
    std::string_view name() const override { return "look"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool readsIntents() const override { return true; }
    bool isOverlay() const override { return true; }
    bool shadesBelow() const override { return false; }

  private:
    MapCursor cursor_;
};

}  // namespace delve
