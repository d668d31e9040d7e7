#include "ui/views/window_cells.h"

#include <algorithm>

#include "ui/views/layout.h"

namespace delve {

Point largestCellFor(Point pictureSize, int zoomPercent) {
    const int zoom = std::max(zoomPercent, 1);
    const int width = std::max(pictureSize.x, 1);
    const int height = std::max(pictureSize.y, 1);
    const int zoomedWidth = width * zoom / (kWholeFloorColumns * 100);
    const int zoomedHeight = height * zoom / (kWholeFloorRows * 100);
    return {std::max(1, std::min(zoomedWidth, width / kLeastGridColumns)),
            std::max(1, std::min(zoomedHeight, height / kLeastGridRows))};
}

}  // namespace delve
