#include "game/known_ways.h"

#include <algorithm>
#include <span>

#include "game/known_floor.h"

namespace delve {

namespace {

bool inReadingOrder(Point a, Point b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
}

}  // namespace

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

void KnownWays::gatherThingsWorthTaking(const World& world) const {
    thingsWorthTaking_.clear();
    for (const FloorItem& item : world.stage.items()) {
        if (worthTaking(world, item)) {
            thingsWorthTaking_.push_back(item.at);
        }
    }
    std::ranges::sort(thingsWorthTaking_, inReadingOrder);
}

const DijkstraMap& KnownWays::exploreMap(const World& world) const {
    const StepCosts& known = costs(world);
    known_.edge(goals_);
    gatherThingsWorthTaking(world);
    goals_.insert(goals_.end(), thingsWorthTaking_.begin(), thingsWorthTaking_.end());
    exploreMap_.compute(known, std::span<const Point>(goals_));
    return exploreMap_;
}

// The step downhill on exploreMap from the hero: toward whichever part of
// the edge of what she has seen, or thing worth taking, is nearest. It is
// worked out by a search out from the hero that ends at the nearest goals
// (map/first_step.h): on a wide floor the edge is long, and spreading from
// all of it would cost the whole floor at every step. Every step that shows
// something new changes the goals, so the walk is searched again; a walk
// over ground already seen is searched once.
std::optional<Point> KnownWays::exploreStep(const World& world, bool& edgeLeft) {
    const StepCosts& known = costs(world);
    edgeLeft = known_.edgeLeft();
    gatherThingsWorthTaking(world);
    const Point hero = world.hero.position;
    const bool stillOnTheWalk =
        nextOnWalk_ > 0 && nextOnWalk_ < walk_.size() && walk_[nextOnWalk_ - 1] == hero &&
        walkChanges_ == known_.changes() && walkThings_ == thingsWorthTaking_;
    if (!stillOnTheWalk) {
        walk_.clear();
        if (edgeLeft || !thingsWorthTaking_.empty()) {
            firstStep_.walk(
                known, hero,
                [this](Point cell) {
                    return known_.isEdge(cell) ||
                           std::ranges::binary_search(thingsWorthTaking_, cell, inReadingOrder);
                },
                walk_);
        }
        nextOnWalk_ = 0;
        walkChanges_ = known_.changes();
        walkThings_ = thingsWorthTaking_;
    }
    if (nextOnWalk_ >= walk_.size()) {
        return std::nullopt;
    }
    return walk_[nextOnWalk_++];
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
