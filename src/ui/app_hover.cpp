#include "ui/app.h"

namespace delve {

// The mouse only points: a hover is kept here for drawing, never handed to a
// screen as input, so it takes no turn and stops nothing that is going on.
void App::noteHover(Point screenCell) {
    if (screenCell == Point{-1, -1}) {
        hover_.reset();
    } else {
        hover_ = screenCell;
    }
}

// Another screen on top (a menu, the help) covers the map, so nothing under
// the mouse is the map's. The cell comes back with the play screen, as the
// mouse has not moved.
std::optional<Point> App::hoverCell() const {
    if (topScreenName() != "play") {
        return std::nullopt;
    }
    return hover_;
}

}  // namespace delve
