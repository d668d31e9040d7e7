#pragma once

#include "core/point.h"
#include "ui/screen.h"

namespace delve {

// Aiming a scroll of fireball: a cursor on the map, moved by the movement
// keys or the mouse, Tab to the next monster in view (nearest first), and a
// glow on exactly the cells the fireball would burn there (Game's
// fireballReach, which the scroll itself burns). Enter, f or a click reads
// the scroll at the cursor; Esc puts it back unread, with no turn taken.
class AimScreen : public Screen {
  public:
    explicit AimScreen(int scroll) : scroll_(scroll) {}

    std::string_view name() const override { return "aim"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }

  private:
    // Where the cursor is: where it was put, else the nearest monster in
    // view, else the hero.
    Point cursor(const App& app) const;
    void fire(App& app, Point at);

    int scroll_;
    std::optional<Point> cursor_;
    int nextMonster_ = 0;  // Tab's place in the monsters in view
};

}  // namespace delve
