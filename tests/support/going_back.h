#pragma once

// A run that went back to a copy set aside, for the tests of how goings back
// are kept (saves, the hash) and told (the morgue).

#include "game/game.h"
#include "support/test_rules.h"

namespace delve::testing {

// A run that went back twice to the copy it set aside on turn 2: from turn
// 7, then from turn 4.
inline Game wentBackTwice() {
    Game copy(GameOptions{5, "fighter", nullptr, rules()});
    copy.act(Wait{});
    copy.act(Wait{});
    Game later = copy;
    for (int turn = 0; turn < 5; ++turn) {
        later.act(Wait{});
    }
    Game first = copy;
    first.recordGoingBackFrom(later);
    first.act(Wait{});
    first.act(Wait{});
    Game second = copy;
    second.recordGoingBackFrom(first);
    return second;
}

}  // namespace delve::testing
