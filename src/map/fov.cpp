#include "map/fov.h"

#include <algorithm>
#include <array>

namespace delve {

Shadowcaster& sharedShadowcaster() {
    thread_local Shadowcaster shadowcaster;
    return shadowcaster;
}

Shadowcaster::Row* Shadowcaster::growPending() {
    pending_.resize(std::max<std::size_t>(64, 2 * pending_.size()));
    return pending_.data();
}

std::optional<FovAlgorithm> parseFovAlgorithm(std::string_view name) {
    if (name == "shadowcast") {
        return FovAlgorithm::Shadowcast;
    }
    if (name == "bresenham") {
        return FovAlgorithm::Bresenham;
    }
    return std::nullopt;
}

std::string_view fovAlgorithmName(FovAlgorithm algorithm) {
    return algorithm == FovAlgorithm::Bresenham ? "bresenham" : "shadowcast";
}

void updateVisibility(Map& map, Point origin, int radius, FovAlgorithm algorithm) {
    map.clearVisible();
    // The scan only asks about cells inside the map, so a small table of the
    // terrain's opacity spares the edge check and the table call per cell.
    std::array<bool, static_cast<std::size_t>(Terrain::Count)> opaque{};
    for (std::size_t i = 0; i < opaque.size(); ++i) {
        opaque[i] = terrainInfo(static_cast<Terrain>(i)).opaque;
    }
    const Grid<Terrain>& terrain = map.terrainGrid();
    computeFov(
        algorithm, origin, radius, Rect{0, 0, map.width(), map.height()},
        [&](Point p) { return opaque[static_cast<std::size_t>(terrain[p])]; },
        [&](Point p) { map.revealOnMap(p); });
}

bool lineOfSight(const Map& map, Point from, Point to) {
    return bresenhamLineOfSight(from, to, [&](Point p) { return map.isOpaque(p); });
}

}  // namespace delve
