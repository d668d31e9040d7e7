#pragma once

#include <optional>
#include <vector>

#include "game/known_floor.h"
#include "game/world.h"
#include "map/dijkstra_map.h"
#include "map/first_step.h"
#include "map/path_costs.h"
#include "map/path_search.h"

namespace delve {

// The ways across the floor as the hero knows it, for the commands that
// walk on the hero's behalf: the known floor's costs (game/known_floor.h,
// with the traps the hero knows of blocked, so a command never walks onto
// one), travel's A* over them and explore's map of distances to the edge of
// what has been seen. The costs are kept, and only the cells the hero has
// seen anew are worked out again. Asking the way is a question, not a
// deed, so the kept costs may change under a const KnownWays: the screen
// asks for the way under the mouse every frame.
class KnownWays {
  public:
    const StepCosts& costs(const World& world) const;
    // The cells travel to `goal` would walk now, the first step first and
    // `goal` last; empty when the hero knows no safe way (or is there).
    std::vector<Point> route(const World& world, Point goal) const;
    // The next step toward the nearest edge of what has been seen or thing
    // worth picking up, or nothing when none is in safe reach; `edgeLeft`
    // says whether any edge is left at all.
    std::optional<Point> exploreStep(const World& world, bool& edgeLeft);

    // For the views that teach (ui/views/): the cells the search for
    // route(world, goal) looked around, and the map explore walks down now,
    // made as each step makes it.
    std::vector<Point> routeSearched(const World& world, Point goal) const;
    const DijkstraMap& exploreMap(const World& world) const;

    // Whether exploring walks to a thing to pick it up: one the hero has
    // seen, did not put down, and has room for (gold always).
    static bool worthTaking(const World& world, const FloorItem& item);

  private:
    // Explore's goals beside the edge: the things worth taking, in order.
    void gatherThingsWorthTaking(const World& world) const;

    mutable KnownFloor known_;
    mutable std::vector<Point> goals_;
    mutable PathFinder finder_;
    mutable PathResult path_;
    mutable DijkstraMap exploreMap_;
    mutable std::vector<Point> thingsWorthTaking_;
    FirstStepSearch firstStep_;
    // Explore's walk to the nearest goal, the next step of it, and what it
    // was worked out over: while those stay, each step of it is the step
    // downhill, and the walk back across a wide floor is searched once.
    std::vector<Point> walk_;
    std::size_t nextOnWalk_ = 0;
    std::uint64_t walkChanges_ = 0;
    std::vector<Point> walkThings_;
};

// The stairs down, once the hero has seen them.
std::optional<Point> knownStairs(const Map& map, Terrain stairs);

}  // namespace delve
