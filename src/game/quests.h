#pragma once

#include "game/world.h"

namespace delve {

// The quests of a run (game/quest.h): they begin with the adventure or with
// a person spoken to, and listen to the game's events, one step at a time.
// The log says when one begins, moves on and is finished; finishing gives
// its reward once.

// Begins the quests of the run's adventure that begin with it.
void beginAdventureQuests(World& world);

// Hears the events of the request just played (World::events): each quest
// on a step those events finish moves on, and a person spoken to may begin
// a quest of their own.
void hearQuests(World& world);

}  // namespace delve
