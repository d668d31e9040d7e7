#include "ui/views/travel_preview.h"

#include "ui/app.h"
#include "ui/views/searched_view.h"

namespace delve {

namespace {
constexpr Colour kRouteColour{70, 150, 230};
constexpr int kRouteOpacity = 35;
constexpr int kGoalOpacity = 60;  // the end of the way stands out
}  // namespace

void drawTravelPreview(const App& app, CellBuffer& buffer) {
    const auto hover = app.hoverCell();
    if (!hover || app.commandRunning() || app.game().isOver()) {
        return;
    }
    const Game& game = app.game();
    const auto goal = app.lastFrame().camera.floorCellAt(*hover);
    // No way is drawn where a click would be refused (the hover text says why).
    if (!goal || game.foresight().travelRefusal(*goal)) {
        return;
    }
    // F6: what A* looked at to find it, under the way.
    if (app.views().searchedCells) {
        drawSearchedCells(app, *goal, buffer);
    }
    for (Point cell : game.foresight().travelRoute(*goal)) {
        if (const auto screen = app.lastFrame().camera.screenCellOf(cell)) {
            buffer.highlight(*screen, kRouteColour, cell == *goal ? kGoalOpacity : kRouteOpacity);
        }
    }
}

}  // namespace delve
