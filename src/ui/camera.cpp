#include "ui/camera.h"

#include <algorithm>

namespace delve {

namespace {
int cameraAxis(int focus, int floorSize, int viewSize) {
    if (floorSize <= viewSize) {
        // Centred: the camera starts before the floor (a negative number).
        return -((viewSize - floorSize) / 2);
    }
    return std::clamp(focus - viewSize / 2, 0, floorSize - viewSize);
}
}  // namespace

Point cameraFor(Point focus, int floorWidth, int floorHeight, int viewWidth, int viewHeight) {
    return {cameraAxis(focus.x, floorWidth, viewWidth),
            cameraAxis(focus.y, floorHeight, viewHeight)};
}

}  // namespace delve
