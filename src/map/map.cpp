#include "map/map.h"

namespace delve {

Map::Map(int width, int height, Terrain fill)
    : terrain_(width, height, fill),
      opaque_(width, height, terrainInfo(fill).opaque ? 1 : 0),
      visible_(width, height, CellMark::No),
      explored_(width, height, CellMark::No),
      remembered_(width, height, fill) {}

void Map::clearVisible() {
    for (Point p : visibleCells_) {
        visible_[p] = CellMark::No;
    }
    visibleCells_.clear();
}

void Map::exploreAll() {
    for (int y = 0; y < height(); ++y) {
        for (int x = 0; x < width(); ++x) {
            markExplored({x, y});
        }
    }
}

}  // namespace delve
