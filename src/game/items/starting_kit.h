#pragma once

#include "game/world.h"

namespace delve {

// A new hero takes her class's kit (game/hero_class.h): each thing in use
// where its place is free (a weapon in hand, armour, a bow ready), the rest
// in the pack; she knows what every one of them is.
void takeStartingKit(World& world);

}  // namespace delve
