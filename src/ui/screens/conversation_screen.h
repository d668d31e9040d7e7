#pragma once

#include <string>

#include "core/point.h"
#include "ui/screens/screen.h"

namespace delve {

// A conversation with the person at `person` (game/conversation.h): their
// words, and the hero's answers offered now, numbered. A digit answers;
// the answer's line follows, or the talk ends. Esc ends it at once.
// The line shown is the screen's own; the game hears only the answers.
class ConversationScreen : public Screen {
  public:
    ConversationScreen(Point person, std::string line);

    std::string_view name() const override { return "conversation"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }

  private:
    Point person_;
    std::string line_;
};

}  // namespace delve
