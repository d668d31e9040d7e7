#include "ui/map_view.h"

#include "ui/camera.h"

namespace delve {

namespace {
constexpr Colour kFogColour{75, 75, 90};
constexpr Colour kHeroColour = colours::white;
}  // namespace

Point viewCamera(const Game& game, const Rect& view) {
    return cameraFor(game.hero().position, game.map().width(), game.map().height(), view.width,
                     view.height);
}

void drawMapView(const Game& game, const DrawStyle& style, const Rect& view, CellBuffer& buffer) {
    const Map& map = game.map();
    const Point camera = viewCamera(game, view);
    for (int y = 0; y < view.height; ++y) {
        for (int x = 0; x < view.width; ++x) {
            const Point cell = camera + Point{x, y};
            const Point screen{view.x + x, view.y + y};
            if (!map.isExplored(cell)) {
                continue;
            }
            const TerrainInfo& info = map.info(cell);
            if (map.isVisible(cell)) {
                buffer.put(screen, info.glyph, info.colour);
            } else if (style.plainFog) {
                buffer.put(screen, U':', kFogColour);
            } else {
                buffer.put(screen, info.glyph, kFogColour);
            }
        }
    }
    for (const Monster& monster : game.monsters()) {
        if (game.canSee(monster)) {
            const Point at = monster.position - camera;
            if (at.x >= 0 && at.y >= 0 && at.x < view.width && at.y < view.height) {
                buffer.put(Point{view.x, view.y} + at, monster.kind->glyph, monster.kind->colour);
            }
        }
    }
    const Point hero = game.hero().position - camera;
    buffer.put(Point{view.x, view.y} + hero, U'@', kHeroColour);
}

std::optional<Point> floorCellAt(const Game& game, const Rect& view, Point screenCell) {
    if (!view.contains(screenCell)) {
        return std::nullopt;
    }
    const Point cell = viewCamera(game, view) + (screenCell - Point{view.x, view.y});
    if (!game.map().contains(cell)) {
        return std::nullopt;
    }
    return cell;
}

}  // namespace delve

namespace delve {

std::optional<Point> screenCellOf(const Game& game, const Rect& view, Point floorCell) {
    const Point screen = floorCell - viewCamera(game, view) + Point{view.x, view.y};
    if (!view.contains(screen) || !game.map().contains(floorCell)) {
        return std::nullopt;
    }
    return screen;
}

}  // namespace delve
