#include <algorithm>
#include <stdexcept>
#include <string>

#include "map/generate.h"
#include "map/generate_reach.h"

namespace delve {

namespace {

// The share of the width the caverns take; the rooms have the rest.
constexpr int kCavePercent = 40;
// How many tunnels join the rooms to the caverns, and how far from the seam
// each may look for open ground on either side.
constexpr int kJoins = 3;
constexpr int kJoinReach = 12;
constexpr int kJoinTries = 40;

// Copies `part` into `into` with its left edge at column `left`. Only
// open ground is copied: where the parts overlap, their shared wall stays.
void paste(Map& into, const Map& part, int left) {
    for (int y = 0; y < part.height(); ++y) {
        for (int x = 0; x < part.width(); ++x) {
            const Terrain terrain = part.terrain({x, y});
            if (terrain != Terrain::Wall) {
                into.setTerrain({left + x, y}, terrain);
            }
        }
    }
}

// The first open cell from the seam going `step` (+1 or -1) along row y,
// within reach, or nothing.
std::optional<int> openFrom(const Map& map, int seam, int y, int step) {
    for (int distance = 1; distance <= kJoinReach; ++distance) {
        const Point cell{seam + step * distance, y};
        if (!map.contains(cell) || cell.x <= 0 || cell.x >= map.width() - 1) {
            return std::nullopt;
        }
        if (map.isWalkable(cell)) {
            return cell.x;
        }
    }
    return std::nullopt;
}

// Digs tunnels along rows across the seam, each from the nearest open
// ground on one side to the nearest on the other: the rooms break open
// into the caverns without doors.
void joinAcross(Map& map, int seam, Rng& rng) {
    int joined = 0;
    for (int attempt = 0; attempt < kJoinTries && joined < kJoins; ++attempt) {
        const int y = rng.roll(2, map.height() - 3);
        const auto left = openFrom(map, seam, y, -1);
        const auto right = openFrom(map, seam, y, +1);
        if (!left || !right) {
            continue;
        }
        for (int x = *left + 1; x < *right; ++x) {
            if (map.terrain({x, y}) == Terrain::Wall) {
                map.setTerrain({x, y}, Terrain::Floor);
            }
        }
        ++joined;
    }
}

// The cell the longest walk from `from` without a secret door, the first
// of them row by row when several tie.
Point farthestOnFoot(const Map& map, Point from) {
    const Grid<int> steps = walkingDistances(map, from, SecretDoorRule::Blocking);
    Point farthest = from;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (steps[{x, y}] > steps[farthest]) {
                farthest = {x, y};
            }
        }
    }
    return farthest;
}

}  // namespace

GeneratedFloor generateMixed(int width, int height, Rng& rng) {
    const int caveWidth = width * kCavePercent / 100;
    const int roomsWidth = width - caveWidth + 1;  // the seam column is shared
    if (roomsWidth < kMinRoomsFloorWidth || height < kMinRoomsFloorHeight ||
        caveWidth < kMinCaveSize) {
        throw std::invalid_argument("a floor of rooms and caves needs at least " +
                                    std::to_string(kMinMixedFloorWidth) + "x" +
                                    std::to_string(kMinRoomsFloorHeight) + " cells");
    }
    const bool caveOnLeft = rng.chance(50);
    GeneratedFloor rooms = generateRoomsAndCorridors(roomsWidth, height, rng);
    GeneratedFloor cave = generateCave(caveWidth, height, rng);
    rooms.map.setTerrain(rooms.stairs, Terrain::Floor);
    cave.map.setTerrain(cave.stairs, Terrain::Floor);

    const int roomsLeft = caveOnLeft ? caveWidth - 1 : 0;
    const int caveLeft = caveOnLeft ? 0 : roomsWidth - 1;
    const int seam = caveOnLeft ? caveWidth - 1 : roomsWidth - 1;

    GeneratedFloor floor;
    floor.map = Map(width, height, Terrain::Wall);
    paste(floor.map, rooms.map, roomsLeft);
    paste(floor.map, cave.map, caveLeft);
    joinAcross(floor.map, seam, rng);

    const Point shift{roomsLeft, 0};
    floor.start = rooms.start + shift;
    for (const Rect& room : rooms.rooms) {
        floor.rooms.push_back({room.left() + roomsLeft, room.top(), room.width, room.height});
    }
    floor.startRoom = rooms.startRoom;
    floor.stairs = farthestOnFoot(floor.map, floor.start);
    floor.map.setTerrain(floor.stairs, Terrain::StairsDown);
    return floor;
}

}  // namespace delve
