#pragma once

#include "ui/screen.h"

namespace delve {

// Esc on the play screen: resume, help, or save and quit (after a yes).
class MenuScreen : public Screen {
  public:
    std::string_view name() const override { return confirming_ ? "confirm" : "menu"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }

  private:
    bool confirming_ = false;
};

}  // namespace delve
