#pragma once

#include <optional>

#include "core/point.h"
#include "core/rect.h"

namespace delve {

// Which floor cell would sit at the view's top-left corner with the hero in
// the middle, stopping at the floor's edges so the view never shows the
// outside; a floor no larger than the view is centred in it instead.
Point cameraFor(Point focus, int floorWidth, int floorHeight, int viewWidth, int viewHeight);

// How close to the view's edge the hero may come before the camera moves:
// a few cells, fewer in a small view.
int scrollMargin(int viewSize);

// Whether the camera waits for the hero to near an edge before it moves,
// or centres on her at every step (clamped to the floor all the same).
enum class CameraHabit { KeepsStill, CentresEachStep };

// Where the map view looks, kept from frame to frame. A floor that fits the
// view is shown whole and the camera never moves. Otherwise the camera stays
// put while the hero walks about, and centres on the hero again only when
// the hero comes within scrollMargin of the view's edge (where there is
// more floor beyond it), steps out of view, or reaches another floor, or
// when the view changes size. So a room does not slide under the hero at
// every step, and where the camera is follows from the frames drawn alone.
//
// Drawing, clicks and the mouse all go through the camera as the last frame
// left it, so a click lands on the floor cell that was drawn under it.
class Camera {
  public:
    // Aims the camera for a frame whose map view is `view`, on a floor of
    // `floorSize` cells, numbered `floorNumber`, with the hero at `hero`.
    void follow(const Rect& view, Point floorSize, int floorNumber, Point hero,
                CameraHabit habit = CameraHabit::KeepsStill);
    // Forgets where it looked: the next frame centres on the hero.
    void reset() { aimed_ = false; }

    // The part of the screen the map is drawn in.
    const Rect& view() const { return view_; }
    // The floor cell drawn at the view's top-left corner (negative where the
    // floor is centred in a larger view).
    Point corner() const { return corner_; }

    // The floor cell drawn at a screen cell, if the view shows one there.
    std::optional<Point> floorCellAt(Point screenCell) const;
    // The screen cell a floor cell is drawn at, if the view shows it.
    std::optional<Point> screenCellOf(Point floorCell) const;
    // Calls visit(screenCell, floorCell) for every cell of the view that
    // shows a floor cell, row by row: what a picture of the floor walks.
    template <typename Visit>
    void forEachShownCell(Visit visit) const {
        for (int y = view_.top(); y < view_.bottom(); ++y) {
            for (int x = view_.left(); x < view_.right(); ++x) {
                const Point screen{x, y};
                if (const std::optional<Point> cell = floorCellAt(screen)) {
                    visit(screen, *cell);
                }
            }
        }
    }

  private:
    Rect view_;
    Point floorSize_;
    int floorNumber_ = 0;
    Point corner_;
    bool aimed_ = false;
};

}  // namespace delve
