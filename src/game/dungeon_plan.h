#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "map/level_file.h"

namespace delve {

// How a generated floor is laid out: rooms joined by corridors, one cave
// grown by a cellular automaton, or both on one floor, the rooms opening
// into the caverns.
enum class FloorLayout { Rooms, Caves, Mixed };

// From `least` to `most`, both included.
struct Span {
    int least = 0;
    int most = 0;
};

// One floor of the dungeon as data/dungeon.toml plans it.
struct FloorPlan {
    FloorLayout layout = FloorLayout::Rooms;
    // In English, as the rules keep a place's name (map/kept_place_name.h).
    std::string name;
    // How many monsters, things and traps lie here, least and most.
    Span monsters;
    Span items;
    Span traps;
    // The Amulet lies here, far from the hero's arrival, with these
    // monsters (kind ids) awake beside it.
    bool holdsAmulet = false;
    std::vector<std::string> guards;
};

// A hand-made level the plan may put in place of a generated floor: once
// in a run, on one floor from `shallowest` to `deepest`, `chance` times in a
// hundred.
struct PlannedLevel {
    std::shared_ptr<const Level> level;
    int shallowest = 1;
    int deepest = 1;
    int chance = 100;
};

// The dungeon from top to bottom. A plan with no floors (a test's rules)
// is all rooms, each floor named "The Depths".
struct DungeonPlan {
    std::vector<FloorPlan> floors;
    std::vector<PlannedLevel> levels;

    // The plan of floor `depth` (1 is the top).
    FloorPlan floor(int depth) const;
};

// Which planned level each floor of a run is, index into `plan.levels`, or
// -1 for a generated floor; element 0 is floor 1. Worked out from the
// run's floor seeds alone, so it is the same each time it is asked and a
// save needs to keep nothing more. A floor that holds the Amulet is never
// replaced, nor is one already taken by an earlier level of the plan.
std::vector<int> handMadeFloors(const DungeonPlan& plan,
                                const std::vector<std::uint64_t>& floorSeeds);

}  // namespace delve
