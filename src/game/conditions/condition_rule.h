#pragma once

#include "game/condition.h"
#include "game/world.h"

namespace delve {

// What a condition does, as Hauberk's Condition: its rule, one a file in
// this folder. Adding a condition is a kind in game/condition.h, a rule
// here, its line in condition_rules.cpp, and its words in the ui
// (ui/text/condition_text.cpp).
struct ConditionRule {
    // Each turn it lasts, before the turn is counted off: what it does to
    // the actor (poison's point of damage). Nothing for most.
    void (*eachTurn)(World& world, Actor& actor) = nullptr;
    // The share of its speed the actor acts at, in percent.
    int speedPercent = 100;
    // No health comes back while it lasts.
    bool stopsHealing = false;
    // Rest, travel and explore will not start while the hero has it, and
    // stop when it begins.
    bool haltsCommands = false;
};

const ConditionRule& ruleOf(ConditionKind kind);

// Puts a condition on an actor for `turns`, the log saying so when it is
// new and seen (for a monster, in view); on again, it lasts the longer.
void putCondition(World& world, Actor& actor, ConditionKind kind, int turns);
// A turn of an actor's conditions: each does its deed, then counts a turn
// off, and the log says when one wears off.
void conditionsTurn(World& world, Actor& actor);
// The actor's speed as its conditions leave it.
int speedNow(const Actor& actor);
bool healingStopped(const Actor& actor);
// The first condition of the actor's that halts commands, if any.
std::optional<ConditionKind> haltingCondition(const Actor& actor);

}  // namespace delve
