#pragma once

#include <vector>

#include "core/point.h"
#include "map/path_costs.h"

namespace delve {

class Map;

// The floor as the hero knows it, for the commands that walk on the hero's
// behalf (travel, explore): what stepping onto each cell costs, where a cell
// never seen counts as wall, and so does a secret door, which looks like
// one. A closed door costs kDoorSteps, as for everyone. When traps arrive, a
// known trap counts as wall here too, so a command never walks onto one.
StepCosts knownStepCosts(const Map& map);

// The edge of what the hero has seen: every cell the hero knows could be
// stood on that touches (diagonally too) a cell never seen. Exploring makes
// for the nearest of them, since from there a step shows something new.
std::vector<Point> unexploredEdge(const Map& map, const StepCosts& known);

}  // namespace delve
