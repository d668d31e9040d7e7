#pragma once

#include <string_view>

#include "game/rules.h"
#include "ui/lettered_choice.h"
#include "ui/screen.h"

namespace delve {

// The first start screen, where the rules hold more than one adventure:
// the Dungeon or the Mine. A letter or Enter on the highlighted line
// chooses; Esc leaves the game.
class AdventureScreen : public Screen {
  public:
    // With adventure `chosen` highlighted (the first, if there is none).
    AdventureScreen(const Rules& rules, std::string_view chosen);

    std::string_view name() const override { return "adventure"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    // Outside the game's time: a recording begins with what was chosen.
    bool recordsInput() const override { return false; }

  private:
    LetteredChoice choice_;
};

}  // namespace delve
