#pragma once

#include <string>

#include "core/colour.h"
#include "core/span.h"
#include "game/dice.h"
#include "game/english_name.h"
#include "game/monster_move.h"

namespace delve {

// Everything monsters of one kind share (a type object): the game reads
// these from data/monsters.toml, so a new monster needs no rebuild.
struct MonsterKind {
    std::string id;    // snake_case, as level legends name it
    EnglishName name;  // what sentences call it: "giant white rat"
    char32_t glyph = U'?';
    Colour colour;

    int maxHp = 1;
    Dice damage;        // rolled on each hit
    int accuracy = 70;  // percent to hit a target of defence 0
    int defence = 0;    // taken off the attacker's accuracy
    int sight = 6;      // sees the hero within dx²+dy² <= sight(sight+1)
    int speed = 100;    // energy per tick: 100 normal, 200 twice as fast

    int minDepth = 1;  // floors it is found on, inclusive
    int maxDepth = 10;
    int rarity = 10;     // weight among the kinds of a floor: higher is commoner
    int experience = 1;  // given to the hero for the kill
    // How many of it a floor places together, when it places one at random:
    // jackals hunt in packs, most kinds alone.
    Span pack{1, 1};

    bool wanders = true;         // roams when it has not noticed the hero
    bool sleeps = false;         // starts asleep; noise may wake it
    bool erratic = false;        // flits at random half the time (bats)
    bool fleesWhenHurt = false;  // runs when below a quarter of its health

    MonsterMoves moves;  // what it does besides a blow and a step, in order

    // Whether a generated floor of this depth may hold it; a kind of rarity
    // 0 (the Mine's) comes only where a level puts it.
    bool foundOn(int depth) const { return rarity > 0 && minDepth <= depth && depth <= maxDepth; }
};

}  // namespace delve
