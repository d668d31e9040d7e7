#pragma once

#include <vector>

#include "core/rect.h"
#include "core/rng.h"

namespace delve {

// One area of a split map: a branch is cut into two smaller areas, a leaf
// holds one room.
struct Area {
    Rect bounds;
    int first = -1;  // the halves of a branch: indices into RoomLayout::areas
    int second = -1;
    int room = -1;  // the room of a leaf: an index into RoomLayout::rooms

    bool isLeaf() const { return room >= 0; }
};

struct RoomLayout {
    std::vector<Area> areas;  // areas[0] is the whole
    std::vector<Rect> rooms;  // in the order the leaves were made
};

// The smallest area a cut leaves behind: room for the smallest room, its
// walls, and a strip outside them.
inline constexpr int kMinAreaWidth = 12;
inline constexpr int kMinAreaHeight = 9;

// Cuts `bounds` again and again into areas (binary space partitioning) and puts
// a room in each leaf. A room's walls stay one cell inside its area, so a
// strip of rock runs around every area: corridors can always get from any
// area to any other along those strips. `bounds` must be at least
// kMinAreaWidth by kMinAreaHeight.
RoomLayout layOutRooms(Rect bounds, Rng& rng);

// The rooms in the leaves below area `index`, in the order they were made.
std::vector<int> roomsUnder(const RoomLayout& layout, int index);

}  // namespace delve
