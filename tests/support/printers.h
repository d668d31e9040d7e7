#pragma once

#include <ostream>

#include "core/point.h"

namespace delve {

// So a failed comparison of points reads "(5, 4)" rather than raw bytes.
inline void PrintTo(Point p, std::ostream* out) {
    *out << "(" << p.x << ", " << p.y << ")";
}

}  // namespace delve
