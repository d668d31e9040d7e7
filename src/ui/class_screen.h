#pragma once

#include "ui/screen.h"

namespace delve {

// The start of a run: choose who goes down. A letter or Enter on the
// highlighted line starts the run; Esc leaves the game.
class ClassScreen : public Screen {
  public:
    std::string_view name() const override { return "class"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;

  private:
    int selected_ = 0;
};

}  // namespace delve
