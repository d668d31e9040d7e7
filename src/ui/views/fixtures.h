#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/point.h"
#include "game/game.h"
#include "game/lights.h"
#include "map/map.h"

namespace delve {

// Torches on the walls of rooms and glowing fungus along walls: where the
// data's fixtures hang on a floor. They follow from the floor's walls and
// `floorKey` alone (a hash, not the run's dice), so the same floor of the
// same seed always has them in the same places, and opening a door, finding
// a secret one or spilling blood moves none of them.
struct FixtureAt {
    Point cell;
    Fixture fixture;
};

class Fixtures {
  public:
    Fixtures() = default;
    Fixtures(const Map& map, const Lights& lights, std::uint64_t floorKey);

    const std::vector<FixtureAt>& all() const { return all_; }
    // The fixture on a cell, if one hangs there.
    std::optional<Fixture> at(Point cell) const;

  private:
    std::vector<FixtureAt> all_;  // by row, then column
};

// The key of a floor: the run's seed and the floor's depth together.
std::uint64_t floorKeyOf(std::uint64_t seed, int depth);

// The fixtures of the floor the hero is on.
Fixtures fixturesOf(const Game& game);

}  // namespace delve
