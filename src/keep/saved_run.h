#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "game/game.h"
#include "keep/saved_fields.h"

namespace delve {

// One floor as a save holds it: the one the hero is on, or one she left in
// an adventure that keeps its floors. Where each member comes from in a
// Stage is declared in floor_state.h.
struct SavedFloor {
    int depth = 1;
    std::string name;
    Map map;  // what the hero remembers otherwise than it is, in `remembered`
    std::vector<RememberedCell> remembered;
    std::vector<Monster> monsters;
    std::vector<Trap> traps;
    std::vector<FloorItem> items;
    std::vector<Person> people;
    std::vector<Marker> markers;
};

// Everything a save holds, shaped as its lines (run_lines.h): the writer
// fills it from a Game (save_writer.cpp), the reader from the text, checking
// it all before any Game is built (save_reader.cpp). Where each member comes
// from in the Game, and goes back to, is declared once in run_state.h.
struct SavedRun {
    std::uint64_t seed = 0;
    const DungeonPlan* adventure = nullptr;
    std::uint64_t rngState = 0;
    std::uint64_t rngIncrement = 0;
    int turn = 0;
    std::array<std::uint64_t, kDeepestFloor> floorSeeds{};
    SavedFloor here;  // the floor the hero is on
    Hero hero;        // what she carries and wears is in `pack` and `worn`
    std::vector<SavedFloor> kept;
    std::vector<Item> pack;
    std::vector<WornItem> worn;
    std::vector<DressedKind> looks;
    std::vector<const ItemKind*> known;
    std::vector<Message> messages;
    int said = 0;
    std::vector<KillCount> kills;
    int fightExperience = 0;
    std::vector<QuestProgress> quests;
    std::vector<GoingBack> goingsBack;
    RunViews views;
    Said causeOfDeath;  // only for a dead hero
};

// A stage as a save holds it, and a stage again from that (what is saved
// is left spent): floorState (floor_state.h) walked each way.
SavedFloor savedFloor(const Stage& stage);
Stage stageOf(SavedFloor& floor);

// The cells the hero has seen and remembers as other than they are now.
std::vector<RememberedCell> rememberedOtherwise(const Map& map);

// The looks the disguised kinds of `lore` wear, in the order of the kinds'
// ids; the lore holds only the rules' kinds.
std::vector<DressedKind> dressedKinds(const ItemLore& lore, const Rules& rules);

}  // namespace delve
