#include "map/fov.h"

#include <algorithm>

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
    const Grid<std::uint8_t>& opaque = map.opaqueGrid();
    computeFov(
        algorithm, origin, radius, Rect{0, 0, map.width(), map.height()},
        [&](Point p) { return opaque[p] != 0; }, [&](Point p) { map.revealOnMap(p); });
}

bool lineOfSight(const Map& map, Point from, Point to) {
    return bresenhamLineOfSight(from, to, [&](Point p) { return map.isOpaque(p); });
}

}  // namespace delve
