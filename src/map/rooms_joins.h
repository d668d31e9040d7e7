#pragma once

#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include "core/direction.h"
#include "core/grid.h"
#include "core/point.h"
#include "core/rect.h"
#include "core/rng.h"
#include "map/map.h"

namespace delve {

// A gap in a room's wall where a corridor comes in.
struct Doorway {
    Point at;           // the cell in the wall
    Direction outward;  // from the room towards the corridor
    int room = -1;
    bool wantsSecret = false;  // rolled to be secret, if the stairs allow it
};

// Digs corridors between the rooms of a map whose rooms are already carved.
// Corridors keep off every room and its walls except through their own
// doorways, so every door stands between two walls.
class RoomJoiner {
  public:
    RoomJoiner(Map& map, const std::vector<Rect>& rooms);

    // Cuts a doorway into each room, on the walls that face each other, and
    // digs a corridor between them. Returns false, changing nothing, when no
    // corridor can get through.
    bool join(int first, int second, Rng& rng);

    bool areJoined(int first, int second) const;
    const std::vector<Doorway>& doorways() const { return doorways_; }

  private:
    // Where a doorway towards `other` goes in `room`'s wall: a fresh one, or
    // one already there when that wall has no room for another.
    Doorway chooseDoorway(int room, int other, Rng& rng) const;
    Terrain rollDoorKind(Rng& rng) const;

    Map& map_;
    const std::vector<Rect>& rooms_;
    Grid<std::uint8_t> diggable_;
    std::vector<Doorway> doorways_;
    std::set<std::pair<int, int>> joined_;
};

// How far apart two rooms are: the cells between them across and down,
// added; 0 when they overlap in both.
int gapBetween(const Rect& a, const Rect& b);

}  // namespace delve
