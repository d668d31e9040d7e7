#pragma once

#include <optional>

#include "core/point.h"
#include "core/rect.h"
#include "game/game.h"
#include "ui/app.h"
#include "ui/cell_buffer.h"

namespace delve {

// Draws the part of the floor the camera looks at into `view`: what is in
// sight in its colours, what was seen before as fog, the rest blank.
void drawMapView(const Game& game, const DrawStyle& style, const Rect& view, CellBuffer& buffer);

// The floor cell drawn at a screen cell of the view, if the view holds it.
std::optional<Point> floorCellAt(const Game& game, const Rect& view, Point screenCell);

// The screen cell where a floor cell is drawn, if the view shows it.
std::optional<Point> screenCellOf(const Game& game, const Rect& view, Point floorCell);

// The top-left floor cell of the view: the camera, as the view uses it.
Point viewCamera(const Game& game, const Rect& view);

}  // namespace delve
