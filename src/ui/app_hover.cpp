#include "ui/app.h"
#include "ui/input/keymap.h"

namespace delve {

// The mouse only points: a hover is kept here for drawing, never handed to a
// screen as input, so it takes no turn and stops nothing that is going on.
// The way drawn and the words in the panel are for a mouse that moves: a
// key puts them away until it moves again (once the hero has moved they
// would speak of a place nobody points at), as does a new grid, where
// another cell is under the mouse. F12 keeps them, for the picture.
void App::followMouse(const InputEvent& event) {
    switch (event.kind) {
        case InputEvent::Kind::Hover:
            if (event.cell == Point{-1, -1}) {
                hover_.reset();
            } else {
                hover_ = event.cell;
            }
            return;
        case InputEvent::Kind::Key:
            if (event.key != kPictureKey) {
                hover_.reset();
            }
            return;
        case InputEvent::Kind::Resize:
            hover_.reset();
            return;
        case InputEvent::Kind::Click:
        case InputEvent::Kind::Quit:
            return;
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
