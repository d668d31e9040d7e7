#pragma once

#include <optional>
#include <string>

#include "game/game.h"
#include "ui/keeping/run_keeper.h"
#include "ui/screens/screen.h"

namespace delve {

// Shown instead of the class screen when a run was saved last time: go on
// with it, or begin a new one. A save that cannot be read is said, with the
// reason, and only a new run is offered.
class ContinueScreen : public Screen {
  public:
    ContinueScreen(std::optional<KeptRun> saved, std::string problem)
        : saved_(std::move(saved)), problem_(std::move(problem)) {}

    std::string_view name() const override { return "continue"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;

  private:
    std::optional<KeptRun> saved_;
    std::string problem_;
};

}  // namespace delve
