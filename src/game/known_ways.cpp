#include "game/known_ways.h"

#include <span>

#include "game/known_floor.h"

namespace delve {

const StepCosts& KnownWays::costs(const World& world) const {
    const Map& map = world.map();
    int knownTraps = 0;
    for (const Trap& trap : world.stage.traps()) {
        knownTraps += trap.known ? 1 : 0;
    }
    const Key key{world.turn, world.stage.depth(), map.exploredCount(), knownTraps};
    // A loaded or copied game carries its key along with the costs it is for.
    if (key != key_ || costs_.width() != map.width() || costs_.height() != map.height()) {
        costs_ = knownStepCosts(map);
        for (const Trap& trap : world.stage.traps()) {
            if (trap.known) {
                costs_.set(trap.at, StepCosts::kBlocked);
            }
        }
        key_ = key;
    }
    return costs_;
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
    return !item.left && world.map().isExplored(item.at) &&
           (item.item.kind->itemClass == ItemClass::Gold || world.hero.pack.hasRoomFor(item.item));
}

std::vector<Point> KnownWays::routeSearched(const World& world, Point goal) const {
    if (route(world, goal).empty()) {
        return {};
    }
    return finder_.expandedCells();
}

bool KnownWays::makeExploreMap(const World& world) const {
    const StepCosts& known = costs(world);
    std::vector<Point> goals = unexploredEdge(world.map(), known);
    const bool edgeLeft = !goals.empty();
    for (const FloorItem& item : world.stage.items()) {
        if (worthTaking(world, item)) {
            goals.push_back(item.at);
        }
    }
    exploreMap_.compute(known, std::span<const Point>(goals));
    return edgeLeft;
}

const DijkstraMap& KnownWays::exploreMap(const World& world) const {
    makeExploreMap(world);
    return exploreMap_;
}

// Downhill on a Dijkstra map whose goals are the edge of what the hero has
// seen, so each step heads for whichever part of the edge is nearest. It is
// made again at every step, since every step shows more.
std::optional<Point> KnownWays::exploreStep(const World& world, bool& edgeLeft) {
    edgeLeft = makeExploreMap(world);
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
