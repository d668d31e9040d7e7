#pragma once

#include <string_view>

#include "game/rules.h"
#include "ui/lettered_choice.h"
#include "ui/screen.h"

namespace delve {

// A start screen: choose who goes down. A letter or Enter on the
// highlighted line chooses; Esc goes back a step, or leaves the game.
class ClassScreen : public Screen {
  public:
    // With the line of class `chosen` highlighted (the first, if the rules
    // have no such class).
    ClassScreen(const Rules& rules, std::string_view chosen);

    std::string_view name() const override { return "class"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    // Outside the game's time: a recording begins with what was chosen.
    bool recordsInput() const override { return false; }

  private:
    LetteredChoice choice_;
};

}  // namespace delve
