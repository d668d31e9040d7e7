#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "keep/save_fields.h"
#include "keep/saved_run.h"

namespace delve {

// The checks of a save that only its reader needs: what one field's bounds
// cannot say, because it takes two fields, another line or the lines
// before. Each is called beside the line it checks in runLines
// (run_lines.h), once that line is read, and fails at the field it faults
// (SaveRecord::failAtField) or does nothing. A list holds the lines read
// before the one checked.

// The dice's increment is odd (PCG32 needs it so).
void checkDice(const SaveRecord& line, const SavedRun& run);
void checkFloorName(const SaveRecord& line, const SavedFloor& floor);
void checkHeroName(const SaveRecord& line, const Hero& hero);
// A floor kept is another than the hero's, each once.
void checkKeptFloor(const SaveRecord& line, const SavedRun& run, const SavedFloor& floor);
void checkHeroHp(const SaveRecord& line, const Hero& hero);
// Nothing lies below the deepest floor to go down to, nor above the
// surface.
void checkStairsLeadSomewhere(const SaveRecord& row, std::size_t x, Terrain terrain, int depth,
                              const DungeonPlan& plan);
void checkRememberedCellWasSeen(const SaveRecord& line, const Map& map, const RememberedCell& cell);
// Once the map is read: the hero stands on it, on a walkable cell.
void checkHeroCell(const SaveRecord& hero, const SavedRun& run);
// On a walkable cell, not the hero's (`heroCell`, on her floor) or another
// monster's.
void checkMonsterCell(const SaveRecord& line, const SavedFloor& floor,
                      std::optional<Point> heroCell, const Monster& monster);
// On a walkable cell, not the hero's, a monster's or another person's.
void checkPersonCell(const SaveRecord& line, const SavedFloor& floor, std::optional<Point> heroCell,
                     const Person& person);

// The cells taken by the things a cell holds one of, as the lines are read.
struct TakenCells {
    std::set<std::pair<int, int>> traps;
    // A heap of a kind that stacks, by kind and cell.
    std::set<std::tuple<const ItemKind*, int, int>> heaps;
};
// On a walkable cell of its own.
void checkTrapCell(const SaveRecord& line, const Map& map, const Trap& trap, TakenCells& taken);
// On a walkable cell, and one heap of a kind that stacks a cell: the rules
// lay more of it on the heap there, so a second would be added to the first
// and could overflow.
void checkFloorItem(const SaveRecord& line, const Map& map, const FloorItem& item,
                    TakenCells& taken);

// A kind that stacks is in one slot of the pack.
void checkPackSlot(const SaveRecord& line, const std::vector<Item>& pack, const Item& item);
// A thing in use fits its place, each place once.
void checkWorn(const SaveRecord& line, const std::vector<WornItem>& worn, const WornItem& item);
// A look of the kind's own class, each kind and each look once.
void checkDressed(const SaveRecord& line, const std::vector<DressedKind>& looks,
                  const DressedKind& dressed);
// A kind known, a skill learnt: each of the line's list once, the field
// `field` saying `how` it is listed ("known", "learnt").
[[noreturn]] void failListedTwice(const SaveRecord& line, std::string_view field,
                                  const std::string& id, std::string_view how);
template <class Kind>
void checkListedOnce(const SaveRecord& line, const std::vector<const Kind*>& list, const Kind* kind,
                     std::string_view field, std::string_view how) {
    if (std::ranges::find(list, kind) != list.end()) {
        failListedTwice(line, field, kind->id, how);
    }
}

// A line of the log is no earlier than the one before and says something
// else (a repeat is counted instead), and the counts do not add up to more
// than were said.
void checkMessage(const SaveRecord& line, const SavedRun& run, const Message& message);
// Once the log is read: lines fall off it only once it is full, so a log
// with room left holds every message ever said.
void checkMessagesSaid(const SaveRecord& header, const SavedRun& run);

// A quest of the run's adventure, each once.
void checkQuest(const SaveRecord& line, const SavedRun& run, const QuestProgress& quest);
void checkKillsOnce(const SaveRecord& line, const std::vector<KillCount>& kills,
                    const KillCount& kill);
// Before the cause is read: a dead hero has one, a living one none.
void checkCauseOfDeath(const SaveRecord& line, const Hero& hero);

}  // namespace delve
