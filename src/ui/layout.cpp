#include "ui/layout.h"

#include <algorithm>

namespace delve {

Layout layoutFor(int columns, int rows) {
    const int panelWidth = std::clamp(columns / 4, 22, 30);
    const int messageRows = rows >= 30 ? 6 : 4;
    const int mapWidth = std::max(columns - panelWidth, 1);
    const int mapHeight = std::max(rows - messageRows, 1);
    return Layout{Rect{0, 0, mapWidth, mapHeight}, Rect{mapWidth, 0, panelWidth, rows},
                  Rect{0, mapHeight, mapWidth, messageRows}};
}

}  // namespace delve
