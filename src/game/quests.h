#pragma once

#include "game/world.h"

namespace delve {

// The quests of a run (game/quest.h): they begin with the adventure or with
// a person spoken to, and listen to the game's events, one step at a time.
// The log says when one begins, moves on and is finished; finishing gives
// its reward once.

// What a quest's reward or a person gives, said in the log.
void giveGold(World& world, int gold);
void giveItem(World& world, const Item& item);

// Begins a quest not begun yet, saying so; a step already done (things
// carried) is moved past at once.
void beginQuest(World& world, const QuestKind& kind);
// How far the hero is with the quest of that id, or nothing if it has not
// begun.
QuestProgress* progressOf(World& world, std::string_view id);
const QuestProgress* progressOf(const World& world, std::string_view id);
// The step an open quest is on is done (an answer in a conversation said
// so), and any after it that are done already.
void advanceQuest(World& world, QuestProgress& quest);
// Every step of an open quest is done, and its reward given.
void finishQuest(World& world, QuestProgress& quest);
// Takes `count` things of kind `kind` from the pack, saying so; and how many
// she carries.
void handOverItems(World& world, const std::string& kind, int count);
int carriedCount(const World& world, const std::string& kind);
// How many the step an open quest is on has counted: monsters killed since
// it began, or things of its kind carried (never more than it needs); 0
// for a step that counts nothing.
int countedSoFar(const World& world, const QuestProgress& quest);

// Begins the quests of the run's adventure that begin with it.
void beginAdventureQuests(World& world);

// Hears the events of the request just played (World::events): each quest
// on a step those events finish moves on, and a person spoken to may begin
// a quest of their own.
void hearQuests(World& world);

}  // namespace delve
