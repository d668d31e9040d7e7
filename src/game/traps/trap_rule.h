#pragma once

#include "game/trap.h"
#include "game/world.h"

namespace delve {

// What a trap does to whoever springs it, as a condition's rule: one a file
// in this folder, its numbers from data/traps.toml (Rules::trap). Adding a
// trap is a kind in game/trap.h, a rule here, its line in trap_rules.cpp,
// its table in traps.toml, and its words in the ui (ui/text/trap_text.cpp).
struct TrapRule {
    void (*springs)(World& world, Actor& actor, Point at) = nullptr;
    // A pit needs a floor below it: none is dug on the deepest.
    bool needsFloorBelow = false;
    // What it does reaches the cells beside it (a burst of gas): passing
    // beside one is a risk, and travel may ask first.
    bool reachesBeside = false;
};

const TrapRule& ruleOf(TrapKind kind);

// Whether a generated floor of this depth may hide a trap of this kind.
bool fitsFloor(const Rules& rules, TrapKind kind, int depth);

// An actor has stepped onto the trap: the hero learns it is there, the log
// says so (for a monster, when seen), and the trap does what it does.
void springTrap(World& world, Actor& actor, Trap& trap);

// The hero has found a hidden trap (by searching or a Rogue's eyes).
void findTrap(World& world, Trap& trap);

}  // namespace delve
