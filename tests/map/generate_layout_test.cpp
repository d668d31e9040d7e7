#include <gtest/gtest.h>

#include <algorithm>

#include "map/rooms_layout.h"

namespace delve {
namespace {

TEST(GenerateLayout, LeavesTileTheWholeAndEachHoldsItsRoomWithAStripAround) {
    const Rect bounds{1, 1, 78, 38};
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        Rng rng(seed);
        const RoomLayout layout = layOutRooms(bounds, rng);
        ASSERT_FALSE(layout.areas.empty());
        EXPECT_EQ(layout.areas[0].bounds, bounds);
        int leafArea = 0;
        int leaves = 0;
        for (const Area& area : layout.areas) {
            if (!area.isLeaf()) {
                const Rect& a = layout.areas[static_cast<std::size_t>(area.first)].bounds;
                const Rect& b = layout.areas[static_cast<std::size_t>(area.second)].bounds;
                EXPECT_FALSE(a.intersects(b)) << "seed " << seed;
                EXPECT_EQ(a.area() + b.area(), area.bounds.area()) << "seed " << seed;
                continue;
            }
            ++leaves;
            leafArea += area.bounds.area();
            EXPECT_GE(area.bounds.width, kMinAreaWidth);
            EXPECT_GE(area.bounds.height, kMinAreaHeight);
            const Rect& room = layout.rooms[static_cast<std::size_t>(area.room)];
            const Rect inside = area.bounds.grown(-2);
            EXPECT_TRUE(room.x >= inside.x && room.y >= inside.y &&
                        room.right() <= inside.right() && room.bottom() <= inside.bottom())
                << "seed " << seed << ": a room reaches the strip round its area";
            EXPECT_GE(room.width, 4);
            EXPECT_GE(room.height, 3);
        }
        EXPECT_EQ(leafArea, bounds.area()) << "seed " << seed;
        EXPECT_EQ(leaves, static_cast<int>(layout.rooms.size()));
        std::vector<int> all = roomsUnder(layout, 0);
        std::sort(all.begin(), all.end());
        for (int i = 0; i < static_cast<int>(all.size()); ++i) {
            EXPECT_EQ(all[static_cast<std::size_t>(i)], i);
        }
    }
}

TEST(GenerateLayout, AnAreaTooSmallToCutIsOneRoom) {
    Rng rng(3);
    const RoomLayout layout = layOutRooms({1, 1, kMinAreaWidth, kMinAreaHeight}, rng);
    EXPECT_EQ(layout.areas.size(), 1u);
    EXPECT_EQ(layout.rooms.size(), 1u);
}

}  // namespace
}  // namespace delve
