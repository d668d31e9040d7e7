#pragma once

#include "core/point.h"
#include "core/rect.h"
#include "map/fov_algorithm.h"
#include "map/fov_bresenham.h"
#include "map/fov_radius.h"
#include "map/fov_shadowcast.h"
#include "map/map.h"

namespace delve {

// Either algorithm on any grid: reveal(p) for each cell of `bounds` seen from
// `origin` within `radius` (0: no limit), given isOpaque(p) for cells inside
// `bounds`. Shadowcasting may report a diagonal cell twice.
template <class IsOpaque, class Reveal>
void computeFov(FovAlgorithm algorithm, Point origin, int radius, Rect bounds, IsOpaque&& isOpaque,
                Reveal&& reveal) {
    if (algorithm == FovAlgorithm::Bresenham) {
        bresenhamFov(origin, radius, bounds, isOpaque, reveal);
    } else {
        shadowcast(origin, radius, bounds, isOpaque, reveal);
    }
}

// Forgets what the map showed as visible, then reveals every cell seen from
// `origin`, which also marks it explored: what was seen before and is not
// seen now stays on the map as fog.
void updateVisibility(Map& map, Point origin, int radius, FovAlgorithm algorithm);

// Whether a Bresenham line from `from` reaches `to` before an opaque cell
// (the target may itself be a wall; outside the map is wall). Not symmetric:
// a monster may see the hero before the hero sees it.
bool lineOfSight(const Map& map, Point from, Point to);

}  // namespace delve
