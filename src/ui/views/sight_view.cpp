#include "ui/views/sight_view.h"

#include "core/grid.h"
#include "map/fov.h"

namespace delve {

namespace {

constexpr int kDifferenceOpacity = 45;

Grid<unsigned char> seenBy(const Game& game, FovAlgorithm algorithm) {
    const Map& map = game.map();
    Grid<unsigned char> seen(map.width(), map.height(), 0);
    computeFov(
        algorithm, game.hero().position, heroSight(game.hero()),
        Rect{0, 0, map.width(), map.height()}, [&](Point p) { return map.isOpaque(p); },
        [&](Point p) { seen[p] = 1; });
    return seen;
}

}  // namespace

SightDifference sightDifference(const Game& game) {
    const Grid<unsigned char> shadowcast = seenBy(game, FovAlgorithm::Shadowcast);
    const Grid<unsigned char> bresenham = seenBy(game, FovAlgorithm::Bresenham);
    SightDifference difference;
    for (int y = 0; y < shadowcast.height(); ++y) {
        for (int x = 0; x < shadowcast.width(); ++x) {
            const Point cell{x, y};
            if (shadowcast[cell] && !bresenham[cell]) {
                difference.onlyShadowcast.push_back(cell);
            } else if (bresenham[cell] && !shadowcast[cell]) {
                difference.onlyBresenham.push_back(cell);
            }
        }
    }
    return difference;
}

bool sightDifferenceShown(const Game& game) {
    return game.sightAlgorithm() != game.plan().sight;
}

void drawSightDifference(const Game& game, const Camera& camera, CellBuffer& buffer) {
    if (!sightDifferenceShown(game)) {
        return;
    }
    const SightDifference difference = sightDifference(game);
    for (Point cell : difference.onlyShadowcast) {
        if (const auto screen = camera.screenCellOf(cell)) {
            buffer.highlight(*screen, kOnlyShadowcastColour, kDifferenceOpacity);
        }
    }
    for (Point cell : difference.onlyBresenham) {
        if (const auto screen = camera.screenCellOf(cell)) {
            buffer.highlight(*screen, kOnlyBresenhamColour, kDifferenceOpacity);
        }
    }
}

}  // namespace delve
