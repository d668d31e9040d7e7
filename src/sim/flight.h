#pragma once

#include <optional>
#include <span>
#include <vector>

#include "core/point.h"
#include "game/actors.h"
#include "map/dijkstra_map.h"
#include "map/path_costs.h"

namespace delve {

class Stage;

// Running from what the hero cannot beat.

// The cells the monsters stand on.
std::vector<Point> positionsOf(std::span<const Monster* const> monsters);

// The step away from `foes` toward where they would take longest to reach
// her, with room to run on beyond (Brogue's safety map: the distances from
// the foes, turned upside down and a little steeper, then spread again, so
// a way out is worth more than a dead end as far off). Never onto a
// monster, nor beside a foe. Nothing when no step is safer than standing
// still.
std::optional<Point> fleeStep(const StepCosts& known, const Stage& stage, Point hero,
                              std::span<const Point> foes, DijkstraMap& fromFoes,
                              DijkstraMap& safety);

// Whether the hero, walking `route` (the first step first) at her speed,
// comes to its end with none of `foes` able to step into her way first,
// reckoning each by its speed and its distance as the crow flies.
bool outruns(const Hero& hero, const std::vector<Point>& route,
             std::span<const Monster* const> foes);

}  // namespace delve
