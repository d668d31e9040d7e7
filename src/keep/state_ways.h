#pragma once

#include <utility>

namespace delve {

// The ways a state declared once (run_state.h, floor_state.h) is walked:
// from the game into what a save holds, and back. Each entry of such a
// declaration is one of
//
//   way.same(saved, part)                   kept as it is
//   way.kept(saved, part, save, restore)    kept as `save(part)` gives it,
//                                           given back by `restore(saved, part)`
//
// where `saved` is a member of what the save holds (or several, std::tie'd)
// and `part` the game's part it comes from. An entry holds both halves, so
// neither can be left out: `kept` with one of them is a compile error.

// From the game into what a save holds.
struct Saving {
    template <class Saved, class Part>
    void same(Saved&& saved, const Part& part) {
        saved = part;
    }
    template <class Saved, class Part, class Save, class Restore>
    void kept(Saved&& saved, const Part& part, Save save, Restore) {
        saved = save(part);
    }
};

// From what a save holds back into the game, in the order declared: a
// part restored later may build on one restored before. What is saved is
// left spent.
struct Restoring {
    template <class Saved, class Part>
    void same(Saved&& saved, Part&& part) {
        part = std::move(saved);
    }
    template <class Saved, class Part, class Save, class Restore>
    void kept(Saved&& saved, Part&& part, Save, Restore restore) {
        restore(saved, part);
    }
};

}  // namespace delve
