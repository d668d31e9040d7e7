#pragma once

#include <functional>
#include <string>

#include "core/direction.h"
#include "ui/screens/screen.h"

namespace delve {

// Asks for a direction over the screen below ("Close which door?"): a
// movement key answers and closes it, Esc closes it with nothing done.
class DirectionScreen : public Screen {
  public:
    using Answer = std::function<void(App&, Direction)>;

    DirectionScreen(std::string question, Answer onDirection);

    std::string_view name() const override { return "direction"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool readsIntents() const override { return true; }
    bool isOverlay() const override { return true; }

  private:
    std::string question_;
    Answer onDirection_;
};

}  // namespace delve
