#pragma once

#include <functional>
#include <string>

#include "ui/screen.h"

namespace delve {

// A yes-or-no question over the screen below: y does what was asked, n or
// Esc closes it and nothing happens. Every question the game asks before
// doing something that cannot be undone (quitting, going back to a copy,
// resting beside a sleeper) is one of these.
class ConfirmScreen : public Screen {
  public:
    // Does what was asked, and says whether the question is settled: an
    // answer that could not be carried out (a save that failed) leaves the
    // question open, so the player can say yes again or change their mind.
    using Answer = std::function<bool(App&)>;

    // `title` heads the box, `question` is wrapped inside it. Screens that
    // `onYes` pushes go above the screen below this one.
    ConfirmScreen(std::string title, std::string question, Answer onYes);

    std::string_view name() const override { return "confirm"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }

  private:
    std::string title_;
    std::string question_;
    Answer onYes_;
};

}  // namespace delve
