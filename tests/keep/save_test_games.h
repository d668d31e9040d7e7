#pragma once

#include <string>

#include "core/rng.h"
#include "game/game.h"

namespace delve::testing {

// One random deed: mostly a step, sometimes a wait, and down the stairs
// when the hero stands on them, so runs reach deeper floors.
inline Request randomAction(const Game& game, Rng& walker) {
    if (game.map().terrain(game.hero().position) == Terrain::StairsDown && walker.chance(60)) {
        return Descend{};
    }
    if (walker.chance(10)) {
        return Wait{};
    }
    return Step{kAllDirections[walker.below(8)]};
}

inline void playRandomly(Game& game, Rng& walker, int actions) {
    for (int i = 0; i < actions && !game.isOver(); ++i) {
        game.act(randomAction(game, walker));
    }
}

inline const char* classFor(std::uint64_t seed) {
    static const char* const kClasses[] = {"fighter", "rogue", "barbarian"};
    return kClasses[seed % 3];
}

}  // namespace delve::testing
