#pragma once

#include <optional>
#include <variant>

#include "core/direction.h"
#include "core/point.h"

namespace delve {

// A deed the hero asks for. The ui turns keys into actions; the game only
// ever sees actions, so a test or a replay drives it the same way a player does.
// A step; onto a trap the hero knows of only when the player has said yes.
struct Move {
    Direction direction;
    bool ontoKnownTrap = false;
};
struct Wait {};
// On the stairs, goes down; off them, travels to stairs the hero has seen
// (a command, so it may need a yes as the ones below do).
struct Descend {
    bool despiteMonsters = false;
};
// The multi-turn commands (game_commands.cpp): acting on one starts it, and
// the frontend asks Game::continueCommand for each step as it falls due.
// With monsters in view that are asleep or fleeing, a command starts only
// when the player has said yes to it (`despiteMonsters`), since whether such
// a monster is a danger is theirs to judge (Game::commandStart).
struct Rest {
    bool despiteMonsters = false;
};
struct Explore {
    bool despiteMonsters = false;
};
struct TravelTo {
    Point cell;
    bool despiteMonsters = false;
};

// Searches the cells around: for one turn, or, with more, as a command that
// stops for anything new.
struct Search {
    int turns = 1;
};
// Closes the open door beside the hero in that direction, or the only one
// when none is given (the ui asks which when there are two or more).
struct Close {
    std::optional<Direction> direction;
};

using Action = std::variant<Move, Wait, Descend, Rest, Explore, TravelTo, Search, Close>;

// What came of an action: whether the world moved on a turn.
struct Outcome {
    bool tookTurn = false;
};

}  // namespace delve
