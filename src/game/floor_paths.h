#pragma once

#include <optional>

#include "core/grid.h"
#include "game/stage.h"
#include "map/dijkstra_map.h"
#include "map/path_costs.h"
#include "map/path_search.h"

namespace delve {

// What the monsters' searches keep between turns, beside the floor: what
// entering each cell costs (a trap is in the way: monsters keep off the
// traps of their own floor), which connected part of the floor each cell is
// in, the map of distances to the hero that the hunters share, and the
// working storage of the searches. Each is worked out when first asked for
// after the floor changed, and a door opened changes one cell of it, not
// the whole.
class FloorPaths {
  public:
    // A new floor, or a loaded one: everything is worked out again.
    void forget();
    // A cell's terrain changed from `before` to what the map has now.
    void terrainChanged(const Stage& stage, Point cell, Terrain before);

    const StepCosts& costs(const Stage& stage);
    // Which connected part of the floor a cell is in, so a wanderer only
    // sets out for places it can reach (a search for one it cannot would look
    // through its whole part of the floor first).
    int region(const Stage& stage, Point cell);

    // The next cell on a cheapest way from `from` to `goal`, if there is a
    // way. Most hunters head for the same cell, where the hero stands:
    // walking down one map of the distances to it serves them all, and gives
    // a cheapest way as A* would. The map is kept while the hero stays and
    // the floor does not change, and spread only as far as the hunters who
    // ask.
    std::optional<Point> nextStep(const Stage& stage, Point from, Point goal, bool goalIsHero);

    // Working storage for a search of one's own (a fleeing monster's map of
    // safety).
    DijkstraMap& scratch() { return scratch_; }

  private:
    void labelRegions();

    StepCosts costs_;
    bool costsStale_ = true;
    bool regionsStale_ = true;
    Grid<int> regions_;
    DijkstraMap huntMap_;
    Point huntMapGoal_;
    bool huntMapMade_ = false;
    PathFinder finder_;
    PathResult path_;
    DijkstraMap scratch_;
};

// What entering each cell of the floor costs a monster: its terrain, and
// its traps blocked. FloorPaths keeps these; the views that teach ask anew.
StepCosts monsterStepCosts(const Stage& stage);

// The map of distances to the hero that the hunters share this turn, made
// as FloorPaths makes it (for F3 to show; the hunters use FloorPaths' own).
DijkstraMap huntMapFor(const Stage& stage, Point hero);

}  // namespace delve
