#pragma once

#include "core/point.h"

namespace delve {

// What a multi-turn command is doing.
enum class CommandKind {
    Rest,     // waiting a turn at a time until healed
    Travel,   // walking the shortest known way to a cell
    Explore,  // walking to the nearest edge of what the hero has seen
    Search,   // searching the same spot for a number of turns
};

// A command that takes many turns, a step at a time. Game holds the one that
// is running; it is never saved (saving happens between commands).
struct RunningCommand {
    CommandKind kind = CommandKind::Rest;
    Point goal;     // Travel: where to
    int turns = 0;  // steps taken so far; a rest gives up after a while
    int most = 0;   // Search: how many turns
    // Travel: on arrival she takes the stairs at the goal, as > or <
    // pressed off them asks, with no word of having arrived.
    bool takesStairs = false;
};

// Whether a multi-turn command may start now. Monsters in view that are
// asleep or fleeing do not forbid it, but the player is asked first.
enum class CommandStart {
    Go,        // nothing in the way
    AskFirst,  // only sleeping or fleeing monsters in view
    Refused,   // a monster in view threatens, or the hero is poisoned
};

// A running command's eyes during one of its steps: a monster that comes
// into view stops it the moment the hero sees it, before that monster or
// any other acts, so the log's stop line comes before the wolf's bite
// (lookOut in game/command_watch.h).
struct CommandLookout {
    bool watching = false;  // a command's step is being played
    bool spotted = false;   // a monster stopped it, and the log said so
};

}  // namespace delve
