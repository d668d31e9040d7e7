#pragma once

#include "ui/screen.h"

namespace delve {

// Every key the game knows, and what it does. Any key closes it.
class HelpScreen : public Screen {
  public:
    std::string_view name() const override { return "help"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }
};

}  // namespace delve
