#pragma once

#include <optional>

#include "game/game.h"
#include "keep/score_table.h"
#include "ui/screens/screen.h"

namespace delve {

// The end of a run: how the hero died, or that the hero won, how far they
// got, and, when the run was recorded, the best runs with this one picked
// out. Enter starts a new run; Esc leaves the game.
class DeathScreen : public Screen {
  public:
    explicit DeathScreen(const Game& game, std::optional<ScoreBoard> board = std::nullopt)
        : won_(game.hasWon()), board_(std::move(board)) {}

    // "victory" for a won run, else "death", as --dump's `screen` has it.
    static std::string_view nameFor(const Game& game) {
        return game.hasWon() ? "victory" : "death";
    }
    std::string_view name() const override { return won_ ? "victory" : "death"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }

  private:
    bool won_ = false;
    std::optional<ScoreBoard> board_;
};

}  // namespace delve
