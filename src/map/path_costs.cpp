#include "map/path_costs.h"

#include <cassert>

#include "core/direction.h"

#include "map/map.h"

namespace delve {

int stepCostOnto(Terrain terrain) {
    if (terrain == Terrain::ClosedDoor) {
        return kDoorSteps * kStepCost;
    }
    return terrainInfo(terrain).walkable ? kStepCost : StepCosts::kBlocked;
}

StepCosts::StepCosts(int width, int height)
    : width_(width),
      height_(height),
      cells_(static_cast<std::size_t>((width + 2) * (height + 2)), kBlocked),
      passableSides_(cells_.size(), 0) {
    assert(width >= 0 && height >= 0 && width <= kMostSide && height <= kMostSide);
}

void StepCosts::set(Point p, int cost) {
    assert(contains(p));
    assert(cost >= kBlocked && cost <= kMostCost);
    const int index = paddedIndex(p);
    cells_[static_cast<std::size_t>(index)] = static_cast<std::uint16_t>(cost);
    // Each neighbour learns whether the step from it onto p can be taken.
    for (Direction d : kAllDirections) {
        const Point step = offset(d);
        const auto neighbour = static_cast<std::size_t>(index + step.y * paddedWidth() + step.x);
        const auto towardP = static_cast<unsigned>((static_cast<int>(d) + 4) % 8);
        const auto bit = static_cast<std::uint8_t>(1u << towardP);
        passableSides_[neighbour] = static_cast<std::uint8_t>(
            cost == kBlocked ? passableSides_[neighbour] & ~bit : passableSides_[neighbour] | bit);
    }
    if (cost != kBlocked && cost < cheapestStep_) {
        cheapestStep_ = cost;
    }
    if (cost > dearestStep_) {
        dearestStep_ = cost;
    }
}

StepCosts stepCostsFor(const Map& map) {
    return StepCosts::fromRule(map.width(), map.height(),
                               [&map](Point p) { return stepCostOnto(map.terrain(p)); });
}

}  // namespace delve
