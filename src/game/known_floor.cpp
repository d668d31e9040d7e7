#include "game/known_floor.h"

#include "core/direction.h"
#include "map/map.h"

namespace delve {

StepCosts knownStepCosts(const Map& map) {
    return StepCosts::fromRule(map.width(), map.height(), [&map](Point cell) {
        return map.isExplored(cell) ? stepCostOnto(apparentTerrain(map.remembered(cell)))
                                    : StepCosts::kBlocked;
    });
}

std::vector<Point> unexploredEdge(const Map& map, const StepCosts& known) {
    std::vector<Point> edge;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point cell{x, y};
            if (!known.isPassable(cell)) {
                continue;
            }
            for (Direction d : kAllDirections) {
                const Point next = cell + offset(d);
                // Beyond the floor's edge there is nothing to see.
                if (map.contains(next) && !map.isExplored(next)) {
                    edge.push_back(cell);
                    break;
                }
            }
        }
    }
    return edge;
}

}  // namespace delve
