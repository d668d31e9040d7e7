#include "game/places.h"

namespace delve {

std::optional<Point> freeCellAnywhere(World& world) {
    const Map& map = world.map();
    for (int attempt = 0; attempt < 100; ++attempt) {
        const Point to{world.rng.roll(0, map.width() - 1), world.rng.roll(0, map.height() - 1)};
        if (map.isWalkable(to) && world.stage.monsterAt(to) == nullptr &&
            to != world.hero.position && world.stage.trapAt(to) == nullptr) {
            return to;
        }
    }
    return std::nullopt;
}

}  // namespace delve
