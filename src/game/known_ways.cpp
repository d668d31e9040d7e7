#include "game/known_ways.h"

#include <span>

#include "game/known_floor.h"

namespace delve {

const StepCosts& KnownWays::costs(const World& world) const {
    known_.catchUp(world.stage);
    return known_.costs();
}

std::vector<Point> KnownWays::route(const World& world, Point goal) const {
    const Point hero = world.hero.position;
    if (goal == hero || !world.map().isExplored(goal)) {
        return {};
    }
    finder_.find(PathAlgorithm::AStar, costs(world), hero, goal, path_);
    return path_.found ? path_.path : std::vector<Point>{};
}

bool KnownWays::worthTaking(const World& world, const FloorItem& item) {
    return !item.left && !item.pedestal && world.map().isExplored(item.at) &&
           (item.item.kind->itemClass == ItemClass::Gold || world.hero.pack.hasRoomFor(item.item));
}

std::vector<Point> KnownWays::routeSearched(const World& world, Point goal) const {
    if (route(world, goal).empty()) {
        return {};
    }
    return finder_.expandedCells();
}

bool KnownWays::beginExploreMap(const World& world) const {
    const StepCosts& known = costs(world);
    known_.edge(goals_);
    for (const FloorItem& item : world.stage.items()) {
        if (worthTaking(world, item)) {
            goals_.push_back(item.at);
        }
    }
    exploreMap_.begin(known, std::span<const Point>(goals_));
    return known_.edgeLeft();
}

const DijkstraMap& KnownWays::exploreMap(const World& world) const {
    beginExploreMap(world);
    exploreMap_.settleAll(known_.costs());
    return exploreMap_;
}

// Downhill on a Dijkstra map whose goals are the edge of what the hero has
// seen, so each step heads for whichever part of the edge is nearest. It is
// begun again at every step, since every step shows more, and spread only
// as far as the hero: the nearest edge is mostly a few steps away.
std::optional<Point> KnownWays::exploreStep(const World& world, bool& edgeLeft) {
    edgeLeft = beginExploreMap(world);
    exploreMap_.settleAround(known_.costs(), world.hero.position);
    return exploreMap_.downhill(world.hero.position);
}

std::optional<Point> knownStairs(const Map& map, Terrain stairs) {
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.remembered({x, y}) == stairs) {
                return Point{x, y};
            }
        }
    }
    return std::nullopt;
}

}  // namespace delve
