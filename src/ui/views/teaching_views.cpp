#include "ui/views/teaching_views.h"

#include "ui/app.h"
#include "ui/views/distance_view.h"
#include "ui/views/sight_view.h"
#include "ui/views/whole_floor_view.h"

namespace delve {

void drawTeachingViews(const App& app, CellBuffer& buffer) {
    const Game& game = app.game();
    const TeachingViews& views = app.views();
    if (views.wholeFloor) {
        drawWholeFloor(game, app.presentation().style(), app.lastFrame().camera, buffer);
    }
    drawDistanceMap(game, views.distances, views.wholeFloor, app.lastFrame().camera, buffer);
    drawSightDifference(game, app.lastFrame().camera, buffer);
}

}  // namespace delve
