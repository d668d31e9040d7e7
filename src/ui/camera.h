#pragma once

#include "core/point.h"

namespace delve {

// Which floor cell sits at the view's top-left corner. The camera keeps the
// hero in the middle, but stops at the floor's edges so the view never shows
// the outside; a floor smaller than the view is centred in it instead.
Point cameraFor(Point focus, int floorWidth, int floorHeight, int viewWidth, int viewHeight);

}  // namespace delve
