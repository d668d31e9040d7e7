#pragma once

#include <cstdint>

#include "core/point.h"

namespace delve {

// The sight radius rule: an offset is in reach when dx² + dy² <= r(r + 1),
// which for whole numbers is the same as a distance to the cell's centre
// below r + 1/2. It rounds the circle off without a square root, so no lone
// cell pokes out at (r, 0). A radius of 0 or less means no limit.
constexpr bool withinSightRadius(Point offset, int radius) {
    if (radius <= 0) {
        return true;
    }
    const std::int64_t dx = offset.x;
    const std::int64_t dy = offset.y;
    const std::int64_t r = radius;
    return dx * dx + dy * dy <= r * (r + 1);
}

}  // namespace delve
