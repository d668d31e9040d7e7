#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "core/span.h"
#include "game/hero_class.h"
#include "map/fov_algorithm.h"
#include "map/level_file.h"

namespace delve {

// How a generated floor is laid out: rooms joined by corridors, one cave
// grown by a cellular automaton, or both on one floor, the rooms opening
// into the caverns.
enum class FloorLayout { Rooms, Caves, Mixed };

// The most floors an adventure has below its surface (the Dungeon's ten).
inline constexpr int kDeepestFloor = 10;

// How an adventure counts its floors, in the log and on the panel: the
// Dungeon's floors ("Floor 3: The Old Cellars."), the Mine's levels ("Level
// 1: The Upper Gallery.", "Level 1 of 3").
enum class FloorWord { Floor, Level };

// One floor of an adventure as its plan (data/dungeon.toml, data/mine.toml)
// has it.
struct FloorPlan {
    FloorLayout layout = FloorLayout::Rooms;
    // In English, as the rules keep a place's name (map/kept_place_name.h).
    std::string name;
    // How many monsters, things and traps lie here, least and most.
    Span monsters;
    Span items;
    Span traps;
    // The chance in a hundred that one monster from two or three floors
    // deeper prowls here too; the hero is told on arrival.
    int fromDeeper = 0;
    // How many things a vault of choice here holds on its pedestals (none
    // when 0): the hero takes one, and the rest are shut away.
    int vault = 0;
    // The Amulet lies here, far from the hero's arrival, with these
    // monsters (kind ids) awake beside it.
    bool holdsAmulet = false;
    std::vector<std::string> guards;
    // A hand-made level that is always this floor, in place of a generated
    // one (the Mine's levels).
    std::shared_ptr<const Level> level;
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

// An adventure from top to bottom: the Dungeon (ten floors and the Amulet)
// or the Mine (three levels below a camp, and a Guardian). A plan with no
// floors (a test's rules) is ten floors of rooms, each named "The Depths".
struct DungeonPlan {
    // As --adventure names it, and a save and the score file keep it.
    std::string id = "dungeon";
    // In English, as the start screen shows it; the catalogs translate it
    // (context "adventure").
    std::string name = "The Dungeon";
    // What the start screen says of it, in English; the catalogs translate
    // it (context "adventure").
    std::string description;
    FloorWord floorWord = FloorWord::Floor;
    std::vector<FloorPlan> floors;
    std::vector<PlannedLevel> levels;
    // The floor above the first (depth 0), where the run is won. With one,
    // stairs lead up as well as down and every floor stays as the hero
    // left it.
    std::shared_ptr<const Level> surface;
    // The surface lies in daylight: the hero sees all of it that nothing
    // hides, and it is drawn in its own colours, without the dark below.
    bool daylight = false;
    // With a surface: the kind of monster whose defeat, and then the climb
    // back to the surface, wins the run.
    std::string guardian;
    // The letters this adventure's levels write monsters and people with,
    // without a legend line ([bestiary] and [people]); a level read for it
    // (--level, a replay) reads them so too.
    LevelCast cast;
    // How the hero sees here.
    FovAlgorithm sight = FovAlgorithm::Shadowcast;
    // The classes as this adventure plays them, where its [hero] table
    // gives them other numbers than classes.toml; a class not here plays
    // as the rules have it.
    std::vector<HeroClass> classes;
    // The one screen size, in columns and rows, at which the play screen is
    // drawn in the compact layout of the adventure's lessons (a 40x13 map,
    // the place and who is around beside it, the hero's line, bars and three
    // lines of messages below); none where the adventure has none. For the
    // screen alone: no rule reads it.
    std::optional<Point> compactScreen;

    // The plan of floor `depth` (1 is the top).
    FloorPlan floor(int depth) const;
    // The deepest floor, which has no stairs down.
    int deepest() const;
    // The shallowest floor: 0 where there is a surface.
    int shallowest() const { return surface ? 0 : 1; }
    bool keepsFloors() const { return surface != nullptr; }
};

// Which planned level each floor of a run is, index into `plan.levels`, or
// -1 for a generated floor; element 0 is floor 1. Worked out from the
// run's floor seeds alone, so it is the same each time it is asked and a
// save needs to keep nothing more. A floor that holds the Amulet is never
// replaced, nor is one already taken by an earlier level of the plan.
std::vector<int> handMadeFloors(const DungeonPlan& plan,
                                const std::vector<std::uint64_t>& floorSeeds);

}  // namespace delve
