#include "map/rooms_layout.h"

#include <algorithm>
#include <cassert>

namespace delve {

namespace {

constexpr int kMinRoomWidth = 4;
constexpr int kMinRoomHeight = 3;
constexpr int kMaxRoomWidth = 16;
constexpr int kMaxRoomHeight = 9;
// The gap between a room and its area's edge: the room's wall, then the strip
// that corridors use.
constexpr int kRoomMargin = 2;
// An area small enough to hold a single room stops being cut this often.
constexpr int kStopPercent = 60;

class Splitter {
  public:
    explicit Splitter(Rng& rng) : rng_(rng) {}

    int split(Rect bounds) {
        const int index = static_cast<int>(layout_.areas.size());
        layout_.areas.push_back(Area{bounds});
        const bool canCutWidth = bounds.width >= 2 * kMinAreaWidth;
        const bool canCutHeight = bounds.height >= 2 * kMinAreaHeight;
        const bool fitsOneRoom = bounds.width <= kMaxRoomWidth + 2 * kRoomMargin + 2 &&
                                 bounds.height <= kMaxRoomHeight + 2 * kRoomMargin + 2;
        if ((!canCutWidth && !canCutHeight) || (fitsOneRoom && rng_.chance(kStopPercent))) {
            layout_.areas[static_cast<std::size_t>(index)].room = addRoom(bounds);
            return index;
        }
        const bool cutWidth = canCutWidth && (!canCutHeight || prefersCuttingWidth(bounds));
        Rect first = bounds;
        Rect second = bounds;
        if (cutWidth) {
            const int cut = cutPosition(bounds.width, kMinAreaWidth);
            first.width = cut;
            second.x += cut;
            second.width -= cut;
        } else {
            const int cut = cutPosition(bounds.height, kMinAreaHeight);
            first.height = cut;
            second.y += cut;
            second.height -= cut;
        }
        const int firstIndex = split(first);
        const int secondIndex = split(second);
        Area& area = layout_.areas[static_cast<std::size_t>(index)];
        area.first = firstIndex;
        area.second = secondIndex;
        return index;
    }

    RoomLayout take() { return std::move(layout_); }

  private:
    // A cell is about twice as tall as it is wide, so an area looks square
    // when its width is twice its height. Cut across the longer look, and
    // toss a coin when it is close.
    bool prefersCuttingWidth(Rect bounds) {
        const int lookWidth = bounds.width * 10;
        const int lookHeight = bounds.height * 2 * 10;
        if (lookWidth > lookHeight * 13 / 10) {
            return true;
        }
        if (lookWidth * 13 / 10 < lookHeight) {
            return false;
        }
        return rng_.chance(50);
    }

    // Somewhere in the middle two fifths, and never leaving a piece too small.
    int cutPosition(int length, int smallest) {
        const int low = std::max(smallest, length * 3 / 10);
        const int high = std::min(length - smallest, length * 7 / 10);
        return rng_.roll(low, high);
    }

    int addRoom(Rect bounds) {
        const int roomWidthLimit = std::min(bounds.width - 2 * kRoomMargin, kMaxRoomWidth);
        const int roomHeightLimit = std::min(bounds.height - 2 * kRoomMargin, kMaxRoomHeight);
        assert(roomWidthLimit >= kMinRoomWidth && roomHeightLimit >= kMinRoomHeight);
        // At least half of what fits, so a big area does not hold a closet.
        Rect room;
        room.width = rng_.roll(std::max(kMinRoomWidth, roomWidthLimit / 2), roomWidthLimit);
        room.height = rng_.roll(std::max(kMinRoomHeight, roomHeightLimit / 2), roomHeightLimit);
        room.x = rng_.roll(bounds.x + kRoomMargin, bounds.right() - kRoomMargin - room.width);
        room.y = rng_.roll(bounds.y + kRoomMargin, bounds.bottom() - kRoomMargin - room.height);
        layout_.rooms.push_back(room);
        return static_cast<int>(layout_.rooms.size()) - 1;
    }

    Rng& rng_;
    RoomLayout layout_;
};

void collectRooms(const RoomLayout& layout, int index, std::vector<int>& out) {
    const Area& area = layout.areas[static_cast<std::size_t>(index)];
    if (area.isLeaf()) {
        out.push_back(area.room);
        return;
    }
    collectRooms(layout, area.first, out);
    collectRooms(layout, area.second, out);
}

}  // namespace

RoomLayout layOutRooms(Rect bounds, Rng& rng) {
    assert(bounds.width >= kMinAreaWidth && bounds.height >= kMinAreaHeight);
    Splitter splitter(rng);
    splitter.split(bounds);
    return splitter.take();
}

std::vector<int> roomsUnder(const RoomLayout& layout, int index) {
    std::vector<int> rooms;
    collectRooms(layout, index, rooms);
    return rooms;
}

}  // namespace delve
