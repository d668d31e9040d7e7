#pragma once

#include <functional>
#include <string>

#include "ui/screens/screen.h"

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

    // Whether the keys that answer go into the recording. A question whose
    // answer is recorded another way (going back to a copy is recorded as
    // the copy) takes its keys off the record, so a replay never meets it.
    enum class Keys { Recorded, OffTheRecord };

    // Which keys say yes: y, or, where a movement key must not answer (a
    // step onto a trap, asked while the player may be walking with
    // y u b n), only Y and Enter.
    enum class Yes { LowerY, NotAMovementKey };

    // `title` heads the box, `question` is wrapped inside it. Screens that
    // `onYes` pushes go above the screen below this one.
    ConfirmScreen(std::string title, std::string question, Answer onYes, Keys keys = Keys::Recorded,
                  Yes yes = Yes::LowerY);

    std::string_view name() const override { return "confirm"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }
    bool recordsInput() const override { return keys_ == Keys::Recorded; }

  private:
    std::string title_;
    std::string question_;
    Answer onYes_;
    Keys keys_;
    Yes yes_;
};

}  // namespace delve
