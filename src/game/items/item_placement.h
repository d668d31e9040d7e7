#pragma once

#include "core/rng.h"
#include "core/span.h"
#include "game/world.h"

namespace delve {

// A generated floor's things: `count` of them for its depth, chosen by
// rarity among the kinds found there, each on bare floor with no trap; a
// weapon or armour may hold a property (propertyFound), a staff or wand
// lies charged, and a bow lies with arrows beside it.
void placeItems(World& world, Span count, Rng& floorRng);

}  // namespace delve
