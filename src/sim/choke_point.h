#pragma once

#include <optional>
#include <span>

#include "core/point.h"
#include "map/path_costs.h"

namespace delve {

// Where to meet several monsters: a cell only one of them can strike from
// at a time, a corridor or a dead end, as a player steps back out of a room
// into the corridor behind.

// How many cells beside `cell` a monster could strike from: those the hero
// knows can be stood on, doors too. A cell never seen counts as wall, as
// it does for the game's own commands: beside a corridor it mostly is.
int openSides(const StepCosts& known, Point cell);

// The first step toward the nearest cell within `most` steps that has at
// most two open sides and that the hero reaches before any of `foes` could
// (each is farther from it than she is), avoiding the foes' cells; the
// hero's own cell when she stands on one. Nothing when none is in reach.
std::optional<Point> stepToChoke(const StepCosts& known, Point hero, std::span<const Point> foes,
                                 int most);

}  // namespace delve
