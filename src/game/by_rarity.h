#pragma once

#include <vector>

#include "core/rng.h"

namespace delve {

// One of `kinds` chosen by rarity, given `rarityOf` of each.
template <class Kind, class RarityOf>
const Kind* byRarity(const std::vector<const Kind*>& kinds, RarityOf rarityOf, Rng& rng) {
    int total = 0;
    for (const Kind* kind : kinds) {
        total += rarityOf(*kind);
    }
    int pick = rng.roll(0, total - 1);
    for (const Kind* kind : kinds) {
        if (pick < rarityOf(*kind)) {
            return kind;
        }
        pick -= rarityOf(*kind);
    }
    return kinds.front();
}

}  // namespace delve
