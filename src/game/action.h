#pragma once

#include <variant>

#include "core/direction.h"
#include "core/point.h"

namespace delve {

// A deed the hero asks for. The ui turns keys into actions; the game only
// ever sees actions, so a test or a replay drives it the same way a player does.
struct Move {
    Direction direction;
};
struct Wait {};
// On the stairs, goes down; off them, travels to stairs the hero has seen.
struct Descend {};
// The multi-turn commands (game_commands.cpp): acting on one starts it, and
// the frontend asks Game::continueCommand for each step as it falls due.
struct Rest {};
struct Explore {};
struct TravelTo {
    Point cell;
};

using Action = std::variant<Move, Wait, Descend, Rest, Explore, TravelTo>;

// What came of an action: whether the world moved on a turn.
struct Outcome {
    bool tookTurn = false;
};

}  // namespace delve
