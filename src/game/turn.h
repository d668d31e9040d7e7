#pragma once

#include "game/world.h"

namespace delve {

// The rest of a turn, once the hero has spent it (game/turn.cpp): the
// turn's number goes up, every monster acts as its energy allows, the
// hero's own effects (poison, healing) follow, and the dead leave the floor.
void playTurn(World& world);

}  // namespace delve
