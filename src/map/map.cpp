#include "map/map.h"

namespace delve {

Map::Map(int width, int height, Terrain fill)
    : terrain_(width, height, fill),
      visible_(width, height, CellMark::No),
      explored_(width, height, CellMark::No),
      remembered_(width, height, fill),
      hiddenSecretDoors_(fill == Terrain::SecretDoor ? width * height : 0),
      memoryChanges_(height) {}

void Map::clearVisible() {
    // What was in view may have been remembered anew while it was.
    memoryChanges_.tick();
    for (Point p : visibleCells_) {
        visible_[p] = CellMark::No;
        memoryChanges_.mark(p.y);
    }
    visibleCells_.clear();
}

void Map::exploreAll() {
    for (int y = 0; y < height(); ++y) {
        for (int x = 0; x < width(); ++x) {
            markExplored({x, y});
        }
    }
    memoryChanges_.tick();
    memoryChanges_.markAll();
}

}  // namespace delve
