#pragma once

#include "game/game.h"

namespace delve::bench {

// Puts `count` orcs where a way leads to the hero, each of them hunting
// the hero from wherever it stands, their cells drawn from `seed`; then one
// turn passes, so the floor's costs are worked out before any timing.
void addHunters(Game& game, int count, std::uint64_t seed);

}  // namespace delve::bench
