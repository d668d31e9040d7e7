#pragma once

#include <variant>

#include "core/direction.h"

namespace delve {

// A deed the hero asks for. The ui turns keys into actions; the game only
// ever sees actions, so a test or a replay drives it the same way a player does.
struct Move {
    Direction direction;
};
struct Wait {};
struct Descend {};

using Action = std::variant<Move, Wait, Descend>;

// What came of an action: whether the world moved on a turn.
struct Outcome {
    bool tookTurn = false;
};

}  // namespace delve
