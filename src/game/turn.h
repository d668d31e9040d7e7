#pragma once

#include "game/world.h"

namespace delve {

// One turn of the world's clock (game/turn.cpp): the turn's number goes
// up, every monster's conditions have their turn and it acts as its energy
// allows, then the hero's conditions and healing, the dead leave the floor,
// and the hero gains energy at its speed. The hero acts whenever it holds
// an action's worth: twice a turn when hasted, every other turn when slowed.
void playTurn(World& world);

// Reports MonsterComesIntoView for each monster that has come into the
// hero's view since it was last asked, and keeps what she sees for next
// time.
void tellWhatComesIntoView(World& world);

}  // namespace delve
