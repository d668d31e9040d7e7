#pragma once

#include "ui/screen.h"

namespace delve {

// The end of a run: how the hero died, how far they got. Enter starts a new
// run; Esc leaves the game.
class DeathScreen : public Screen {
  public:
    std::string_view name() const override { return "death"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }
};

}  // namespace delve
