#include "map/rooms_water.h"

#include "map/generate_reach.h"

namespace delve {

namespace {

constexpr int kMostPools = 2;

// A rough ellipse twice as wide as it is tall, since cells are twice as tall
// as they are wide, clipped to `inside`.
std::vector<Point> poolCells(const Map& map, const Rect& inside, Point centre, int radius) {
    std::vector<Point> cells;
    for (int y = inside.top(); y < inside.bottom(); ++y) {
        for (int x = inside.left(); x < inside.right(); ++x) {
            const Point stretched{x - centre.x, 2 * (y - centre.y)};
            if (squaredDistance({0, 0}, stretched) <= radius * radius + radius &&
                map.terrain({x, y}) == Terrain::Floor) {
                cells.push_back({x, y});
            }
        }
    }
    return cells;
}

}  // namespace

void addPools(Map& map, const std::vector<Rect>& rooms, Rng& rng) {
    if (rooms.empty()) {
        return;
    }
    const int pools = rng.roll(0, kMostPools);
    for (int i = 0; i < pools; ++i) {
        const Rect& room = rooms[rng.below(static_cast<std::uint32_t>(rooms.size()))];
        const Rect inside = room.grown(-1);
        if (inside.width < 2 || inside.height < 2) {
            continue;
        }
        const Point centre{rng.roll(inside.left(), inside.right() - 1),
                           rng.roll(inside.top(), inside.bottom() - 1)};
        const int radius = rng.roll(2, 3);
        const std::vector<Point> cells = poolCells(map, inside, centre, radius);
        for (Point cell : cells) {
            map.setTerrain(cell, Terrain::Water);
        }
        if (!isAllConnected(map, SecretDoorRule::Passable)) {
            for (Point cell : cells) {
                map.setTerrain(cell, Terrain::Floor);
            }
        }
    }
}

}  // namespace delve
