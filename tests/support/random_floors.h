#pragma once

// Random floors and costs for the tests that check searches against a plain
// reference on many grids. Every cell, in reading order, rolls below 100 and
// takes the first band whose bound the roll is under, so a test's table of
// bands says at a glance how often each kind of cell comes up.

#include <cstdint>
#include <initializer_list>

#include "core/point.h"
#include "core/rng.h"
#include "map/map.h"
#include "map/path_costs.h"
#include "map/terrain.h"

namespace delve::testing {

// The first band whose bound a roll below 100 is under, or none.
template <typename Band>
const Band* rolledBand(Rng& rng, std::initializer_list<Band> bands) {
    const std::uint32_t roll = rng.below(100);
    for (const Band& band : bands) {
        if (roll < band.below) {
            return &band;
        }
    }
    return nullptr;
}

struct TerrainBand {
    std::uint32_t below;
    Terrain terrain;
};

// Floor where the roll passes every band.
inline Map randomFloor(Rng& rng, int width, int height, std::initializer_list<TerrainBand> bands) {
    Map map(width, height);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const TerrainBand* band = rolledBand(rng, bands);
            map.setTerrain({x, y}, band != nullptr ? band->terrain : Terrain::Floor);
        }
    }
    return map;
}

// A band's cost is `lowest` plus a second roll below `spread`; with a spread
// of 0 there is no second roll.
struct CostBand {
    std::uint32_t below;
    int lowest;
    std::uint32_t spread = 0;
};

// Blocked where the roll passes every band.
inline StepCosts randomCosts(Rng& rng, int width, int height,
                             std::initializer_list<CostBand> bands) {
    StepCosts costs(width, height);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const CostBand* band = rolledBand(rng, bands);
            int cost = StepCosts::kBlocked;
            if (band != nullptr) {
                cost = band->lowest +
                       (band->spread > 0 ? static_cast<int>(rng.below(band->spread)) : 0);
            }
            costs.set({x, y}, cost);
        }
    }
    return costs;
}

inline Point randomCell(Rng& rng, int width, int height) {
    return {static_cast<int>(rng.below(static_cast<std::uint32_t>(width))),
            static_cast<int>(rng.below(static_cast<std::uint32_t>(height)))};
}

}  // namespace delve::testing
