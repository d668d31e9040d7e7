#pragma once

#include <string>

#include "game/world.h"

namespace delve {

// Blows, deaths and experience (game/combat.cpp). A blow makes noise that
// may wake sleepers nearby.
void heroStrikes(World& world, Monster& monster);
void monsterStrikes(World& world, Monster& monster);
void killMonster(World& world, Monster& monster);
void gainExperience(World& world, int amount);
// Takes health from the hero. `cause` names what would have killed the hero
// (KilledBy and the monster, or KilledByPoison); the floor is added here.
void hurtHero(World& world, int damage, MessageId cause, std::string monster = {});

}  // namespace delve
