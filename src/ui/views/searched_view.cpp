#include "ui/views/searched_view.h"

#include "ui/app.h"

namespace delve {

namespace {
// Fainter than the way itself, which is drawn over it.
constexpr int kSearchedOpacity = 30;
}  // namespace

void drawSearchedCells(const App& app, Point goal, CellBuffer& buffer) {
    for (Point cell : app.game().foresight().travelSearched(goal)) {
        if (const auto screen = app.lastFrame().camera.screenCellOf(cell)) {
            buffer.highlight(*screen, kSearchedColour, kSearchedOpacity);
        }
    }
}

}  // namespace delve
