#include "map/generate_reach.h"

#include <vector>

#include "core/direction.h"

namespace delve {

bool isPassable(Terrain terrain, SecretDoorRule rule) {
    if (terrain == Terrain::SecretDoor) {
        return rule == SecretDoorRule::Passable;
    }
    return terrain == Terrain::ClosedDoor || terrainInfo(terrain).walkable;
}

Grid<int> walkingDistances(const Map& map, Point from, SecretDoorRule rule) {
    Grid<int> distance(map.width(), map.height(), -1);
    if (!map.contains(from)) {
        return distance;
    }
    // A plain breadth-first search: every step costs the same, so the first
    // time a cell is reached is by a shortest walk.
    std::vector<Point> frontier{from};
    distance[from] = 0;
    for (std::size_t next = 0; next < frontier.size(); ++next) {
        const Point here = frontier[next];
        for (Direction d : kAllDirections) {
            const Point there = here + offset(d);
            if (map.contains(there) && distance[there] < 0 &&
                isPassable(map.terrain(there), rule)) {
                distance[there] = distance[here] + 1;
                frontier.push_back(there);
            }
        }
    }
    return distance;
}

bool isAllConnected(const Map& map, SecretDoorRule rule) {
    int passable = 0;
    Point first{-1, -1};
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (isPassable(map.terrain({x, y}), rule)) {
                if (passable == 0) {
                    first = {x, y};
                }
                ++passable;
            }
        }
    }
    if (passable == 0) {
        return true;
    }
    const Grid<int> distance = walkingDistances(map, first, rule);
    int reached = 0;
    for (int d : distance.cells()) {
        reached += d >= 0 ? 1 : 0;
    }
    return reached == passable;
}

}  // namespace delve
