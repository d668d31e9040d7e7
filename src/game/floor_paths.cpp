#include "game/floor_paths.h"

#include <vector>

#include "core/direction.h"

namespace delve {

void FloorPaths::forget() {
    costsStale_ = true;
    regionsStale_ = true;
    huntMapMade_ = false;
}

void FloorPaths::terrainChanged(const Stage& stage, Point cell, Terrain before) {
    if (costsStale_) {
        return;
    }
    const bool wasPassable = stepCostOnto(before) != StepCosts::kBlocked;
    const int cost = stage.trapAt(cell) != nullptr ? StepCosts::kBlocked
                                                   : stepCostOnto(stage.map().terrain(cell));
    const int costBefore = costs_.at(cell);
    costs_.set(cell, cost);
    // A door opening only lowers the hunters' distances, which the map can
    // follow; anything dearer and it is made again.
    const bool fell =
        cost != StepCosts::kBlocked && (costBefore == StepCosts::kBlocked || cost < costBefore);
    if (huntMapMade_ && cost != costBefore && !(fell && huntMap_.costFell(costs_, cell))) {
        huntMapMade_ = false;
    }
    regionsStale_ = regionsStale_ || wasPassable != (cost != StepCosts::kBlocked);
}

const StepCosts& FloorPaths::costs(const Stage& stage) {
    if (costsStale_) {
        costs_ = monsterStepCosts(stage);
        costsStale_ = false;
        regionsStale_ = true;
        huntMapMade_ = false;
    }
    if (regionsStale_) {
        labelRegions();
        regionsStale_ = false;
    }
    return costs_;
}

int FloorPaths::region(const Stage& stage, Point cell) {
    costs(stage);
    return regions_[cell];
}

std::optional<Point> FloorPaths::nextStep(const Stage& stage, Point from, Point goal,
                                          bool goalIsHero) {
    const StepCosts& stepCosts = costs(stage);
    if (goalIsHero) {
        if (!huntMapMade_ || huntMapGoal_ != goal) {
            huntMap_.begin(stepCosts, goal);
            huntMapGoal_ = goal;
            huntMapMade_ = true;
        }
        huntMap_.settleAround(stepCosts, from);
        return huntMap_.downhill(from);
    }
    finder_.find(PathAlgorithm::AStar, stepCosts, from, goal, path_);
    if (!path_.found || path_.path.empty()) {
        return std::nullopt;
    }
    return path_.path.front();
}

StepCosts monsterStepCosts(const Stage& stage) {
    StepCosts costs = stepCostsFor(stage.map());
    for (const Trap& trap : stage.traps()) {
        costs.set(trap.at, StepCosts::kBlocked);
    }
    return costs;
}

DijkstraMap huntMapFor(const Stage& stage, Point hero) {
    DijkstraMap map;
    map.compute(monsterStepCosts(stage), hero);
    return map;
}

void FloorPaths::labelRegions() {
    regions_ = Grid<int>(costs_.width(), costs_.height(), -1);
    std::vector<Point> open;
    int next = 0;
    for (int y = 0; y < costs_.height(); ++y) {
        for (int x = 0; x < costs_.width(); ++x) {
            if (regions_[{x, y}] >= 0 || !costs_.isPassable({x, y})) {
                continue;
            }
            regions_[{x, y}] = next;
            open.assign(1, Point{x, y});
            while (!open.empty()) {
                const Point cell = open.back();
                open.pop_back();
                for (Direction d : kAllDirections) {
                    const Point to = cell + offset(d);
                    if (costs_.isPassable(to) && regions_[to] < 0) {
                        regions_[to] = next;
                        open.push_back(to);
                    }
                }
            }
            ++next;
        }
    }
}

}  // namespace delve
