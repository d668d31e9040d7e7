#include "ui/views/camera.h"

#include <algorithm>

namespace delve {

namespace {

int centredAxis(int focus, int floorSize, int viewSize) {
    if (floorSize <= viewSize) {
        // Centred: the camera starts before the floor (a negative number).
        return -((viewSize - floorSize) / 2);
    }
    return std::clamp(focus - viewSize / 2, 0, floorSize - viewSize);
}

// The camera along one axis for the next frame: where it was, unless the
// hero has come too near an edge beyond which there is more floor.
int followedAxis(int corner, int focus, int floorSize, int viewSize) {
    if (floorSize <= viewSize) {
        return centredAxis(focus, floorSize, viewSize);
    }
    const int margin = scrollMargin(viewSize);
    const int at = focus - corner;
    const bool nearStart = at < margin && corner > 0;
    const bool nearEnd = at >= viewSize - margin && corner < floorSize - viewSize;
    if (at < 0 || at >= viewSize || nearStart || nearEnd) {
        return centredAxis(focus, floorSize, viewSize);
    }
    return corner;
}

}  // namespace

Point cameraFor(Point focus, int floorWidth, int floorHeight, int viewWidth, int viewHeight) {
    return {centredAxis(focus.x, floorWidth, viewWidth),
            centredAxis(focus.y, floorHeight, viewHeight)};
}

int scrollMargin(int viewSize) {
    return std::clamp(viewSize / 5, 1, 5);
}

void Camera::follow(const Rect& view, Point floorSize, int floorNumber, Point hero,
                    CameraHabit habit) {
    const bool fresh = habit == CameraHabit::CentresEachStep || !aimed_ ||
                       view.width != view_.width || view.height != view_.height ||
                       floorSize != floorSize_ || floorNumber != floorNumber_;
    if (fresh) {
        corner_ = cameraFor(hero, floorSize.x, floorSize.y, view.width, view.height);
    } else {
        corner_ = {followedAxis(corner_.x, hero.x, floorSize.x, view.width),
                   followedAxis(corner_.y, hero.y, floorSize.y, view.height)};
    }
    view_ = view;
    floorSize_ = floorSize;
    floorNumber_ = floorNumber;
    aimed_ = true;
}

std::optional<Point> Camera::floorCellAt(Point screenCell) const {
    if (!aimed_ || !view_.contains(screenCell)) {
        return std::nullopt;
    }
    const Point cell = corner_ + (screenCell - Point{view_.x, view_.y});
    if (cell.x < 0 || cell.y < 0 || cell.x >= floorSize_.x || cell.y >= floorSize_.y) {
        return std::nullopt;
    }
    return cell;
}

std::optional<Point> Camera::screenCellOf(Point floorCell) const {
    if (!aimed_ || floorCell.x < 0 || floorCell.y < 0 || floorCell.x >= floorSize_.x ||
        floorCell.y >= floorSize_.y) {
        return std::nullopt;
    }
    const Point screen = floorCell - corner_ + Point{view_.x, view_.y};
    if (!view_.contains(screen)) {
        return std::nullopt;
    }
    return screen;
}

}  // namespace delve
