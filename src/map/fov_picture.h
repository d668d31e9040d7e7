#pragma once

#include <string>

#include "core/point.h"
#include "map/map.h"

namespace delve {

// The map as seen from `origin`: every visible cell drawn as its glyph, '@'
// at the origin and a space for everything else, one line per row. What
// `delve fov` prints, and how tests pin a field of view.
std::string visibilityPicture(const Map& map, Point origin);

}  // namespace delve
