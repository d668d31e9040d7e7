#include "game/effects/item_effect.h"

namespace delve {

namespace {

// The hero learns the floor's layout: every cell beside one that can be
// walked or seen through, and the secret doors among them, which are found.
void mapFloor(World& world, const ItemKind&, const EffectTarget&) {
    Map& map = world.map();
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point cell{x, y};
            if (map.terrain(cell) == Terrain::SecretDoor) {
                world.changeTerrain(cell, Terrain::ClosedDoor);
            }
        }
    }
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point cell{x, y};
            bool nearOpen = false;
            for (int dy = -1; dy <= 1 && !nearOpen; ++dy) {
                for (int dx = -1; dx <= 1 && !nearOpen; ++dx) {
                    const Point near = cell + Point{dx, dy};
                    nearOpen = map.contains(near) && (map.isWalkable(near) || !map.isOpaque(near) ||
                                                      map.terrain(near) == Terrain::ClosedDoor);
                }
            }
            if (nearOpen) {
                map.markExplored(cell);
            }
        }
    }
    world.say(MessageId::FloorMapped);
}

}  // namespace

extern const ItemEffect kMagicMappingEffect{.word = "magic_mapping", .apply = mapFloor};

}  // namespace delve
