#pragma once

#include <optional>

#include "keep/score_table.h"
#include "ui/screen.h"

namespace delve {

// The end of a run: how the hero died, how far they got, and, when the run
// was recorded, the best runs with this one picked out. Enter starts a new
// run; Esc leaves the game.
class DeathScreen : public Screen {
  public:
    explicit DeathScreen(std::optional<ScoreBoard> board = std::nullopt)
        : board_(std::move(board)) {}

    std::string_view name() const override { return "death"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }

  private:
    std::optional<ScoreBoard> board_;
};

}  // namespace delve
