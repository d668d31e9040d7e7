#include <climits>
#include <stdexcept>
#include <string>
#include <utility>

#include "map/generate.h"
#include "map/generate_reach.h"
#include "map/rooms_joins.h"
#include "map/rooms_layout.h"
#include "map/rooms_water.h"

namespace delve {

namespace {

// The edge is wall, and inside it there must be room for one area.
static_assert(kMinRoomsFloorWidth == kMinAreaWidth + 2 &&
              kMinRoomsFloorHeight == kMinAreaHeight + 2);

// Extra corridors on top of the ones that join the split areas, so a floor
// has a loop or two to run around instead of only dead ends.
constexpr int kFewestLoops = 1;
constexpr int kMostLoops = 3;
// A loop is dug only to a room this close, so it never crosses the floor.
constexpr int kLoopReach = 20;

// Joins the two halves of every branch, from the leaves up: the nearest
// pair of rooms across the cut. So every room can reach every other.
void joinSiblings(const RoomLayout& layout, int index, RoomJoiner& joiner, Rng& rng) {
    const Area& area = layout.areas[static_cast<std::size_t>(index)];
    if (area.isLeaf()) {
        return;
    }
    joinSiblings(layout, area.first, joiner, rng);
    joinSiblings(layout, area.second, joiner, rng);
    int bestFirst = -1;
    int bestSecond = -1;
    int bestGap = INT_MAX;
    for (int a : roomsUnder(layout, area.first)) {
        for (int b : roomsUnder(layout, area.second)) {
            const int gap = gapBetween(layout.rooms[static_cast<std::size_t>(a)],
                                       layout.rooms[static_cast<std::size_t>(b)]);
            if (gap < bestGap) {
                bestGap = gap;
                bestFirst = a;
                bestSecond = b;
            }
        }
    }
    if (!joiner.join(bestFirst, bestSecond, rng)) {
        // The strips around the areas always leave a way through.
        throw std::logic_error("a corridor between two areas found no way");
    }
}

void addLoops(const std::vector<Rect>& rooms, RoomJoiner& joiner, Rng& rng) {
    if (rooms.size() < 4) {
        return;
    }
    const int loops = rng.roll(kFewestLoops, kMostLoops);
    for (int i = 0; i < loops; ++i) {
        const int from = static_cast<int>(rng.below(static_cast<std::uint32_t>(rooms.size())));
        int nearest = -1;
        int nearestGap = kLoopReach + 1;
        for (int other = 0; other < static_cast<int>(rooms.size()); ++other) {
            if (other == from || joiner.areJoined(from, other)) {
                continue;
            }
            const int gap = gapBetween(rooms[static_cast<std::size_t>(from)],
                                       rooms[static_cast<std::size_t>(other)]);
            if (gap < nearestGap) {
                nearestGap = gap;
                nearest = other;
            }
        }
        if (nearest >= 0) {
            joiner.join(from, nearest, rng);
        }
    }
}

// A random floor cell of a room other than `avoid`.
Point randomFloorIn(const Map& map, const Rect& room, Point avoid, Rng& rng) {
    for (;;) {
        const Point cell{rng.roll(room.left(), room.right() - 1),
                         rng.roll(room.top(), room.bottom() - 1)};
        if (map.terrain(cell) == Terrain::Floor && cell != avoid) {
            return cell;
        }
    }
}

// The room whose nearest cell is the longest walk from the start; the start's
// own room when it is the only one.
int farthestRoom(const Map& map, const std::vector<Rect>& rooms, int startRoom, Point start) {
    const Grid<int> distance = walkingDistances(map, start, SecretDoorRule::Passable);
    int farthest = startRoom;
    int farthestWalk = -1;
    for (int i = 0; i < static_cast<int>(rooms.size()); ++i) {
        if (i == startRoom) {
            continue;
        }
        const Rect& room = rooms[static_cast<std::size_t>(i)];
        int walk = INT_MAX;
        for (int y = room.top(); y < room.bottom(); ++y) {
            for (int x = room.left(); x < room.right(); ++x) {
                const int d = distance[{x, y}];
                if (d >= 0 && d < walk) {
                    walk = d;
                }
            }
        }
        if (walk != INT_MAX && walk > farthestWalk) {
            farthestWalk = walk;
            farthest = i;
        }
    }
    return farthest;
}

// Makes secret the doorways rolled to be, except any that would shut the
// stairs off from the start for someone who has found no secret door.
void hideSecretDoors(Map& map, const std::vector<Doorway>& doorways, Point start, Point stairs) {
    for (const Doorway& doorway : doorways) {
        if (!doorway.wantsSecret) {
            continue;
        }
        const Terrain was = map.terrain(doorway.at);
        map.setTerrain(doorway.at, Terrain::SecretDoor);
        if (walkingDistances(map, start, SecretDoorRule::Blocking)[stairs] < 0) {
            map.setTerrain(doorway.at, was);
        }
    }
}

}  // namespace

GeneratedFloor generateRoomsAndCorridors(int width, int height, Rng& rng) {
    if (width < kMinRoomsFloorWidth || height < kMinRoomsFloorHeight) {
        throw std::invalid_argument("a floor of rooms needs at least " +
                                    std::to_string(kMinRoomsFloorWidth) + "x" +
                                    std::to_string(kMinRoomsFloorHeight) + " cells");
    }
    GeneratedFloor floor;
    // The edge stays wall: areas are cut from what lies inside it.
    RoomLayout layout = layOutRooms({1, 1, width - 2, height - 2}, rng);
    floor.map = Map(width, height, Terrain::Wall);
    for (const Rect& room : layout.rooms) {
        for (int y = room.top(); y < room.bottom(); ++y) {
            for (int x = room.left(); x < room.right(); ++x) {
                floor.map.setTerrain({x, y}, Terrain::Floor);
            }
        }
    }
    RoomJoiner joiner(floor.map, layout.rooms);
    joinSiblings(layout, 0, joiner, rng);
    addLoops(layout.rooms, joiner, rng);
    addPools(floor.map, layout.rooms, rng);

    floor.startRoom = static_cast<int>(rng.below(static_cast<std::uint32_t>(layout.rooms.size())));
    const Rect& startRoom = layout.rooms[static_cast<std::size_t>(floor.startRoom)];
    floor.start = randomFloorIn(floor.map, startRoom, {-1, -1}, rng);
    const int stairsRoom = farthestRoom(floor.map, layout.rooms, floor.startRoom, floor.start);
    floor.stairs = randomFloorIn(floor.map, layout.rooms[static_cast<std::size_t>(stairsRoom)],
                                 floor.start, rng);
    floor.map.setTerrain(floor.stairs, Terrain::StairsDown);
    hideSecretDoors(floor.map, joiner.doorways(), floor.start, floor.stairs);
    floor.rooms = std::move(layout.rooms);
    return floor;
}

}  // namespace delve
