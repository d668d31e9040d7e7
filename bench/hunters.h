#pragma once

#include <memory>

#include "game/game.h"

namespace delve::bench {

// The 1000x1000 cave of benchMaps(Ground::Cave) as a level to start a run
// on: the largest floor a game, a turn or a save is timed on.
std::shared_ptr<const Level> caveLevel();

// Puts `count` orcs where a way leads to the hero, each of them hunting
// the hero from wherever it stands, their cells drawn from `seed`; then one
// turn passes, so the floor's costs are worked out before any timing.
void addHunters(Game& game, int count, std::uint64_t seed);

}  // namespace delve::bench
