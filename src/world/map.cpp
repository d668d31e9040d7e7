#include "world/map.h"

namespace delve {

Map::Map(int width, int height, Terrain fill)
    : terrain_(width, height, fill), visible_(width, height, 0), explored_(width, height, 0) {}

void Map::clearVisible() {
    for (Point p : visibleCells_) {
        visible_[p] = 0;
    }
    visibleCells_.clear();
}

void Map::reveal(Point p) {
    if (!contains(p) || visible_[p] != 0) {
        return;
    }
    visible_[p] = 1;
    visibleCells_.push_back(p);
    markExplored(p);
}

void Map::markExplored(Point p) {
    if (contains(p) && explored_[p] == 0) {
        explored_[p] = 1;
        ++exploredCount_;
    }
}

void Map::exploreAll() {
    for (int y = 0; y < height(); ++y) {
        for (int x = 0; x < width(); ++x) {
            markExplored({x, y});
        }
    }
}

}  // namespace delve
