#include "world/path_costs.h"

#include <cassert>

#include "world/map.h"

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
      cells_(static_cast<std::size_t>((width + 2) * (height + 2)), kBlocked) {
    assert(width >= 0 && height >= 0);
}

void StepCosts::set(Point p, int cost) {
    assert(contains(p));
    assert(cost >= kBlocked && cost <= kMostCost);
    cells_[static_cast<std::size_t>(paddedIndex(p))] = static_cast<std::uint16_t>(cost);
    if (cost != kBlocked && cost < cheapestStep_) {
        cheapestStep_ = cost;
    }
}

StepCosts stepCostsFor(const Map& map) {
    return StepCosts::fromRule(map.width(), map.height(),
                               [&map](Point p) { return stepCostOnto(map.terrain(p)); });
}

}  // namespace delve
