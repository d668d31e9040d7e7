#pragma once

#include <optional>

#include "core/point.h"
#include "game/aimed.h"
#include "ui/input/map_cursor.h"
#include "ui/screens/screen.h"

namespace delve {

// The one aiming screen, for the fireball scroll, the bow, a throw and the
// lightning spell: a cursor on the map, moved by the movement keys or the
// mouse, Tab to the next monster in view that it would reach (nearest
// first; for a blast, those it would burst on without burning the hero
// come first, and the cursor never starts on the hero), and over the map
// what letting go there would do (Game::reachOf, which the deed itself
// follows): the path it would fly, and the cells it would strike or burn.
// Enter, the deed's own key again or a click lets it go at the cursor; Esc
// puts it away, with nothing spent and no turn taken. A blast that would
// burn the hero asks first.
class AimScreen : public Screen {
  public:
    explicit AimScreen(Aimed aimed);

    std::string_view name() const override { return "aim"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool readsIntents() const override { return true; }
    bool isOverlay() const override { return true; }
    bool shadesBelow() const override { return false; }

  private:
    void release(App& app, Point at);

    Aimed aimed_;
    MapCursor cursor_;
    // Tab found no monster in reach: said over the keys until the cursor
    // moves, so that the key is not pressed for nothing.
    bool noneInReach_ = false;
};

// Asks the game whether the thing can be aimed now (a bow ready with
// arrows, mana enough), and if so opens the aiming screen; if not, the log
// says why and nothing else happens.
void startAiming(App& app, Aimed aimed);

}  // namespace delve
