#pragma once

#include <string>
#include <vector>

#include "game/condition.h"
#include "game/dice.h"

namespace delve {

// What a monster can do besides a plain blow and a step, as Hauberk's
// breeds' moves: each kind lists its moves in data/monsters.toml with their
// numbers, and a hunting monster tries them in that order, each at its
// chance, before it strikes or steps. What each move does is its rule, one
// a file in game/moves/ (move_rule.h).

// The numbers a move may take from its table; each move reads those it
// names and leaves the others as they are here.
struct MoveNumbers {
    int range = 0;     // how far it reaches, in cells
    int distance = 0;  // how far it goes, or keeps from the hero
    Dice damage{0, 0, 0};
    ConditionKind condition = ConditionKind::Poisoned;
    int turns = 0;  // how long the condition lasts; 0 for none
};

struct MoveRule;

// One of a kind's moves: its rule, its numbers, its chance in a hundred
// each turn that it fits, and its name as the monster's description lists
// it ("web", "howl"), in English for the catalogs.
struct MonsterMove {
    const MoveRule* rule = nullptr;
    MoveNumbers numbers;
    int chance = 100;
    std::string name;
};

using MonsterMoves = std::vector<MonsterMove>;

}  // namespace delve
