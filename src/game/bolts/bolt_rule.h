#pragma once

#include <string_view>
#include <vector>

#include "game/condition.h"
#include "game/game_event.h"
#include "game/world.h"

namespace delve {

// How strong one zap is: the damage it deals (rolled once for the whole
// bolt) and the turns a condition it puts on lasts, both grown by the
// staff's enchantment (game/items/charges.h).
struct BoltStrength {
    int damage = 0;
    int turns = 0;
};

// What the bolt of a staff or a wand does, as a trap's or an effect's rule.
// The data names a bolt by its word (data/items.toml). One that only puts
// a condition on what it reaches is a line in bolt_rules.cpp; one that
// does more is a file in this folder with its line there. Either way its
// words are in the ui.
struct BoltRule {
    std::string_view word;
    // Flies on through every monster on its line (lightning), or stops at
    // the first it reaches.
    bool passesThrough = false;
    // Whether it deals damage: the kind's `damage` dice (data/items.toml)
    // are read only then, as its `power` only for a bolt that `puts`.
    bool hurts = false;
    // How each cell it flies over shows (the frontends draw and sound it).
    GameEvent::Kind flies = GameEvent::Kind::MissileFlew;
    // What it does to a monster it reaches (which may die of it)...
    void (*strikes)(World& world, Monster& monster, const BoltStrength& strength) = nullptr;
    // ...or the condition it puts on it, for the strength's turns.
    std::optional<ConditionKind> puts = std::nullopt;
};

// The bolt reaches a monster: it does what it does, and the monster, if
// it lives, turns on the hero.
void boltStrikes(World& world, const BoltRule& bolt, Monster& monster,
                 const BoltStrength& strength);

const BoltRule* boltOfWord(std::string_view word);
// Every bolt's word, for the data's checks.
std::vector<std::string_view> boltWords();

}  // namespace delve
