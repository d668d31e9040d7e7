#pragma once

#include "game/trap.h"
#include "game/world.h"

namespace delve {

// What a trap does to whoever springs it, as a condition's rule: one a file
// in this folder. Adding a trap is a kind in game/trap.h, a rule here, its
// line in trap_rules.cpp, and its words in the ui (ui/text/trap_text.cpp).
struct TrapRule {
    void (*springs)(World& world, Actor& actor, Point at) = nullptr;
    // Whether a generated floor of this depth may hide one (a pit needs a
    // floor below it).
    bool (*fitsFloor)(int depth) = nullptr;
};

const TrapRule& ruleOf(TrapKind kind);

// An actor has stepped onto the trap: the hero learns it is there, the log
// says so (for a monster, when seen), and the trap does what it does.
void springTrap(World& world, Actor& actor, Trap& trap);

// The hero has found a hidden trap (by searching or a Rogue's eyes).
void findTrap(World& world, Trap& trap);

}  // namespace delve
