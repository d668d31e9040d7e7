#pragma once

#include <vector>

#include "game/dialogue.h"
#include "game/world.h"

namespace delve {

// A conversation with a person (game/dialogue.h): which line it begins
// with, which answers the hero is offered, and what an answer does. The ui
// keeps which line is shown; the game only hears answers (Request Answer),
// so a conversation takes no time and leaves nothing to save. What people
// say is shown in the conversation, not repeated in the log: the log tells
// what talking changed (a quest begun, things handed over), as seed 002's
// first frame does.

// Whether what `condition` asks holds now.
bool holds(const World& world, const DialogueCondition& condition);

// The first opening line of `dialogue` whose condition holds, or none.
const DialogueLine* openingLine(const World& world, const Dialogue& dialogue);

// The answers of `line` the hero is offered now, as indices into its
// answers: those whose condition holds and whose deeds can be done.
std::vector<int> answersOffered(const World& world, const DialogueLine& line);

// Does what an offered answer does, saying each part in the log.
void carryOut(World& world, const DialogueDeeds& deeds);

}  // namespace delve
