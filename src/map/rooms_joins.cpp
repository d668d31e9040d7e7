#include "map/rooms_joins.h"

#include <algorithm>

#include "map/rooms_corridor.h"

namespace delve {

namespace {

// Out of a hundred doorways: the rest are bare openings.
constexpr int kClosedDoorPercent = 70;
constexpr int kOpenDoorPercent = 18;
// One doorway in this many is rolled to be a secret door.
constexpr int kSecretOneIn = 8;
// How often a corridor leaves through a doorway the wall already has, so
// corridors branch instead of every join cutting two new doorways.
constexpr int kShareDoorwayPercent = 50;

// The wall of `room` that faces `other`: across the wider gap between them.
Direction facingSide(const Rect& room, const Rect& other) {
    const int gapEast = other.x - room.right();
    const int gapWest = room.x - other.right();
    const int gapSouth = other.y - room.bottom();
    const int gapNorth = room.y - other.bottom();
    const int across = std::max(gapEast, gapWest);
    const int down = std::max(gapSouth, gapNorth);
    if (across >= down) {
        return gapEast >= gapWest ? Direction::East : Direction::West;
    }
    return gapSouth >= gapNorth ? Direction::South : Direction::North;
}

// The cells of one wall of a room, corners left out, in order.
std::vector<Point> wallCells(const Rect& room, Direction side) {
    std::vector<Point> cells;
    if (side == Direction::North || side == Direction::South) {
        const int y = side == Direction::North ? room.y - 1 : room.bottom();
        for (int x = room.x; x < room.right(); ++x) {
            cells.push_back({x, y});
        }
    } else {
        const int x = side == Direction::West ? room.x - 1 : room.right();
        for (int y = room.y; y < room.bottom(); ++y) {
            cells.push_back({x, y});
        }
    }
    return cells;
}

// Does the cell lie level with `other`, so a corridor from it could run straight?
bool facesDirectly(Point cell, Direction side, const Rect& other) {
    if (side == Direction::North || side == Direction::South) {
        return cell.x >= other.x && cell.x < other.right();
    }
    return cell.y >= other.y && cell.y < other.bottom();
}

}  // namespace

int gapBetween(const Rect& a, const Rect& b) {
    const int across = std::max({0, b.x - a.right(), a.x - b.right()});
    const int down = std::max({0, b.y - a.bottom(), a.y - b.bottom()});
    return across + down;
}

RoomJoiner::RoomJoiner(Map& map, const std::vector<Rect>& rooms)
    : map_(map), rooms_(rooms), diggable_(map.width(), map.height(), 0) {
    // Anything inside the edge, and off every room and its walls.
    for (int y = 1; y + 1 < map.height(); ++y) {
        for (int x = 1; x + 1 < map.width(); ++x) {
            diggable_[{x, y}] = 1;
        }
    }
    for (const Rect& room : rooms_) {
        const Rect walled = room.grown(1);
        for (int y = walled.top(); y < walled.bottom(); ++y) {
            for (int x = walled.left(); x < walled.right(); ++x) {
                if (diggable_.contains({x, y})) {
                    diggable_[{x, y}] = 0;
                }
            }
        }
    }
}

bool RoomJoiner::areJoined(int first, int second) const {
    return joined_.contains({std::min(first, second), std::max(first, second)});
}

Doorway RoomJoiner::chooseDoorway(int room, int other, Rng& rng) const {
    const Rect& box = rooms_[static_cast<std::size_t>(room)];
    const Rect& target = rooms_[static_cast<std::size_t>(other)];
    const Direction side = facingSide(box, target);
    std::vector<Point> free;
    std::vector<Point> straight;
    std::vector<Point> existing;
    for (Point cell : wallCells(box, side)) {
        if (map_.terrain(cell) != Terrain::Wall) {
            existing.push_back(cell);
            continue;
        }
        // Two doorways side by side would leave one without a wall beside it.
        const Point along =
            side == Direction::North || side == Direction::South ? Point{1, 0} : Point{0, 1};
        if (map_.terrain(cell + along) != Terrain::Wall ||
            map_.terrain(cell - along) != Terrain::Wall) {
            continue;
        }
        free.push_back(cell);
        if (facesDirectly(cell, side, target)) {
            straight.push_back(cell);
        }
    }
    Doorway doorway{{}, side, room, false};
    if (!existing.empty() && rng.chance(kShareDoorwayPercent)) {
        doorway.at = rng.pick(existing);
    } else if (!straight.empty()) {
        doorway.at = rng.pick(straight);
    } else if (!free.empty()) {
        doorway.at = rng.pick(free);
    } else {
        // A short wall full of doorways: share one of them.
        doorway.at = rng.pick(existing);
    }
    return doorway;
}

Terrain RoomJoiner::rollDoorKind(Rng& rng) const {
    const int roll = rng.roll(1, 100);
    if (roll <= kClosedDoorPercent) {
        return Terrain::ClosedDoor;
    }
    if (roll <= kClosedDoorPercent + kOpenDoorPercent) {
        return Terrain::OpenDoor;
    }
    return Terrain::Floor;
}

bool RoomJoiner::join(int first, int second, Rng& rng) {
    const Doorway from = chooseDoorway(first, second, rng);
    const Doorway to = chooseDoorway(second, first, rng);
    const auto corridor = routeCorridor(map_, diggable_, from.at, from.outward, to.at);
    if (!corridor) {
        return false;
    }
    for (Point cell : *corridor) {
        map_.setTerrain(cell, Terrain::Floor);
    }
    for (Doorway doorway : {from, to}) {
        if (map_.terrain(doorway.at) != Terrain::Wall) {
            continue;  // a shared doorway keeps the door it has
        }
        map_.setTerrain(doorway.at, rollDoorKind(rng));
        doorway.wantsSecret = rng.roll(1, kSecretOneIn) == 1;
        doorways_.push_back(doorway);
    }
    joined_.insert({std::min(first, second), std::max(first, second)});
    return true;
}

}  // namespace delve
