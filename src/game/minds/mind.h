#pragma once

#include "game/world.h"

namespace delve {

// A monster's turn: what it sees, then what its mind (game/actors.h's
// MonsterMind) has it do. Each mind lives in a file of its own here.
void monsterActs(World& world, Monster& monster);

// The minds. Each acts for one turn, and may change the monster's mind.
void hunt(World& world, Monster& monster);
void wander(World& world, Monster& monster);
void flee(World& world, Monster& monster);
// A fleeing monster with nowhere to run fights back (flee.cpp).
void fightCornered(World& world, Monster& monster);
// Erratic kinds (bats) flit at random half the time, whatever their mind.
void flit(World& world, Monster& monster);

// A step toward a goal along the cheapest way; false if there is no way.
// With the hero or another monster in the way it waits, which counts as
// going on.
bool stepToward(World& world, Monster& monster, Point goal);

}  // namespace delve
