#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/colour.h"
#include "map/terrain.h"

namespace delve {

// What gives light on a floor (data/lights.toml). Light colours what the
// hero sees and nothing else: no rule reads it, and it is in no save or
// hash, so a run plays the same in any light.

// One light: its colour, how many cells it reaches and how strong it is
// where it stands, in percent of full light; it fades to nothing at its
// reach.
struct Light {
    Colour colour;
    int reach = 0;
    int strength = 0;
};

// What lights hang on when the floor has no thing there: torches on the
// walls of rooms, fungus on floors along walls. Where they are follows from
// the floor's walls and the run's seed, never from its dice.
enum class Fixture { Torch, Fungus };
inline constexpr std::array kAllFixtures = {Fixture::Torch, Fixture::Fungus};

struct FixtureLight {
    Light light;
    Colour drawn;   // the colour of the wall or floor cell it hangs on
    int oneIn = 1;  // how rare: one cell in this many where it may be
};

// A kind (of monster or item) that shines, by its id.
struct KindLight {
    std::string kind;
    Light light;
};

struct Lights {
    // How light a cell in view is with no light on it, in percent: what the
    // hero makes out in the dark.
    int shade = 100;
    std::optional<Light> hero;
    std::array<std::optional<FixtureLight>, kAllFixtures.size()> fixtures{};
    std::vector<KindLight> monsters;
    std::vector<KindLight> items;
    std::array<std::optional<Light>, static_cast<std::size_t>(Terrain::Count)> terrain{};

    const std::optional<FixtureLight>& fixture(Fixture which) const {
        return fixtures[static_cast<std::size_t>(which)];
    }
    const std::optional<Light>& onTerrain(Terrain which) const {
        return terrain[static_cast<std::size_t>(which)];
    }
};

// The light of a monster or item kind of that id among `lights`, if it
// shines.
inline const Light* lightOfKind(const std::vector<KindLight>& lights, std::string_view kind) {
    for (const KindLight& shining : lights) {
        if (shining.kind == kind) {
            return &shining.light;
        }
    }
    return nullptr;
}

}  // namespace delve
