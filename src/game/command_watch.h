#pragma once

#include <optional>
#include <vector>

#include "core/point.h"
#include "game/condition.h"
#include "game/message.h"

namespace delve {

class Game;
struct Monster;
struct World;

// What the hero knows as a step of a multi-turn command begins, noted so that
// the step can be compared with it afterwards: anything new stops the
// command, and the log says why. This is the one place that decides what
// disturbs a command. Later features extend it with a field and a line in
// `disturbance` each: traps found (count the known ones), items come into
// view (note which are seen), confusion.
struct CommandWatch {
    int depth = 0;
    int hp = 0;
    // Secret doors still unfound on the floor: one fewer means one was found.
    int hiddenSecretDoors = 0;
    // Traps the hero knows of on the floor: one more means one was found.
    int knownTraps = 0;
    // A condition that halts commands (poison, a wound, confusion).
    std::optional<ConditionKind> halting;
    // Cells where the hero has seen things lying: a thing seen anywhere
    // else is news.
    std::vector<Point> itemsKnown;
};

CommandWatch watchForCommand(const Game& game);

// Why the command should stop after a step, as what the log says, or
// nothing when it may go on. A hero who died stops everything, quietly: the
// log has already told how.
std::optional<Said> disturbance(const CommandWatch& before, const Game& game);

// Why a monster stops a command when `inView`, or nothing: one the command has
// not taken in is news (asleep or not: a danger is the player's to judge);
// one taken in stops it once it threatens (a sleeper woke). A fleeing
// monster going in and out of view is no news at all.
std::optional<Said> sightingOf(const Monster& monster, bool inView);

// While a command's step is played (World::lookout), the first monster
// in view that stops it is said at once and the command will end: the
// turn calls this after the hero's deed and before each monster acts, so
// the stop stands in the log where the hero saw the monster, before
// whatever the monster then does.
void lookOut(World& world);

// The first living monster the hero can see, in the order monsters act.
const Monster* firstMonsterInView(const Game& game);

}  // namespace delve
