#pragma once

#include <optional>
#include <set>
#include <string>
#include <tuple>

#include "core/point.h"
#include "ui/input/key.h"

namespace delve {

class App;

// The question before travel or explore would pass beside a trap the hero
// knows of that reaches the cells beside it, when the player asked for it
// (Settings::askBesideTraps): for a key or click that would start travel
// or explore on the play screen, whose way (as the game would walk it now)
// passes beside one. Each trap is asked about once a floor: a yes holds
// while the hero stays on that floor, however often travel starts again.
// It is asked off the record, by App::handlePlayers alone, so that a
// replay, on any settings, never meets it: only the command the player
// went on with is recorded.
class TrapWarnings {
  public:
    struct Question {
        std::string text;
        Point trap;
    };

    // What to ask before the event, or nothing.
    std::optional<Question> before(const App& app, const InputEvent& event) const;
    // The player said yes to passing the trap at `trap` on this floor.
    void agree(const App& app, Point trap);
    // A new run, or another put in place: nothing has been agreed to.
    void forget() { agreed_.clear(); }

  private:
    // Each trap agreed to: the floor's depth and the trap's x and y.
    std::set<std::tuple<int, int, int>> agreed_;
};

}  // namespace delve
