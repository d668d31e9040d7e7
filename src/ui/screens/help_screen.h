#pragma once

#include "ui/screens/screen.h"

namespace delve {

// Every key the game knows, and what it does. Any key closes it; where the
// screen is too short for all of it, Up and Down scroll it first.
class HelpScreen : public Screen {
  public:
    std::string_view name() const override { return "help"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }

  private:
    int scrolled_ = 0;  // lines of the list above the box's top
};

}  // namespace delve
