#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "game/data_fields.h"
#include "game/monster_move.h"
#include "game/world.h"

namespace delve {

// A monster's move, whole in its own file in this folder: the word
// data/monsters.toml names it by, the fields it reads there, what it does,
// and what it adds to a fight's odds. A new move is its file and its line
// in moves.cpp; the data gives it a name.
struct MoveRule {
    std::string_view word;  // "spit"
    // The fields of its table it reads, besides the move, chance and name
    // every move has; any other is refused.
    std::span<const std::string_view> fields;
    MoveNumbers (*read)(const DataFields& table) = nullptr;
    // Whether it makes sense now (the hero in reach, a clear line, someone
    // to call), asking no dice.
    bool (*fits)(const World& world, const Monster& monster, const MoveNumbers& move) = nullptr;
    // Does it, taking the turn.
    void (*use)(World& world, Monster& monster, const MoveNumbers& move) = nullptr;
    // The harm it adds to each blow that lands, in health, as the odds of a
    // fight count it (poison goes on hurting); nothing for none.
    double (*harmAfterABlow)(const MoveNumbers& move) = nullptr;
};

// The move named by its word in the data, or none.
const MoveRule* moveRuleOf(std::string_view word);
// Every move's word, for the data's checks.
std::vector<std::string_view> moveWords();

// A hunting monster that sees the hero tries its kind's moves in their
// order: the first that fits and passes its chance is used. Whether one
// was (and so took the turn).
bool useAMove(World& world, Monster& monster);

// Shared by the moves that strike from afar: whether the hero stands within
// `range` steps, two or more away, in view, with nobody on the straight line
// between, so what is sent reaches her.
bool clearShot(const World& world, const Monster& monster, int range);
// The cells from the monster to the hero, the hero's last.
std::vector<Point> shotCells(const World& world, const Monster& monster, int range);

}  // namespace delve
