#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "map/rooms_corridor.h"

namespace delve {
namespace {

// A plan drawn as text: `#` rock a corridor may dig through, `X` a room's
// wall, `.` a room's floor, `,` a corridor already dug, `A` and `B` the
// doors at the two ends.
struct Plan {
    Map map;
    Grid<std::uint8_t> diggable;
    Point from;
    Point to;
};

Plan planOf(const std::vector<std::string>& rows) {
    const int width = static_cast<int>(rows.front().size());
    const int height = static_cast<int>(rows.size());
    Plan plan{Map(width, height), Grid<std::uint8_t>(width, height, 0), {}, {}};
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            const Point p{x, y};
            if (c == '.' || c == ',') {
                plan.map.setTerrain(p, Terrain::Floor);
            }
            const bool edge = x == 0 || y == 0 || x == width - 1 || y == height - 1;
            plan.diggable[p] = !edge && (c == '#' || c == ',') ? 1 : 0;
            if (c == 'A') {
                plan.from = p;
            } else if (c == 'B') {
                plan.to = p;
            }
        }
    }
    return plan;
}

// The plan again, with the corridor's cells drawn as `*`.
std::vector<std::string> drawn(std::vector<std::string> rows, const std::vector<Point>& cells) {
    for (Point p : cells) {
        rows[static_cast<std::size_t>(p.y)][static_cast<std::size_t>(p.x)] = '*';
    }
    return rows;
}

TEST(GenerateCorridor, RunsStraightBetweenDoorsThatFaceEachOther) {
    const std::vector<std::string> rows = {
        "##########",  //
        "#XXX##XXX#",  //
        "#X.A##B.X#",  //
        "#XXX##XXX#",  //
        "##########",
    };
    const Plan plan = planOf(rows);
    const auto cells = routeCorridor(plan.map, plan.diggable, plan.from, Direction::East, plan.to);
    ASSERT_TRUE(cells);
    EXPECT_EQ(*cells, (std::vector<Point>{{4, 2}, {5, 2}}));
}

TEST(GenerateCorridor, BendsOnceWhenTheDoorsAreNotLevel) {
    const std::vector<std::string> rows = {
        "###########",  //
        "#XXX#######",  //
        "#X.A#######",  //
        "#XXX#######",  //
        "######XBX##",  //
        "######X.X##",  //
        "######XXX##",  //
        "###########",
    };
    const Plan plan = planOf(rows);
    const auto cells = routeCorridor(plan.map, plan.diggable, plan.from, Direction::East, plan.to);
    ASSERT_TRUE(cells);
    EXPECT_EQ(drawn(rows, *cells), (std::vector<std::string>{
                                       "###########",  //
                                       "#XXX#######",  //
                                       "#X.A****###",  //
                                       "#XXX###*###",  //
                                       "######XBX##",  //
                                       "######X.X##",  //
                                       "######XXX##",  //
                                       "###########",
                                   }));
}

TEST(GenerateCorridor, GoesAroundARoomInTheWay) {
    const std::vector<std::string> rows = {
        "##############",  //
        "##############",  //
        "#XXX#XXXX#XXX#",  //
        "#X.A#X..X#B.X#",  //
        "#XXX#XXXX#XXX#",  //
        "##############",  //
        "##############",
    };
    const Plan plan = planOf(rows);
    const auto cells = routeCorridor(plan.map, plan.diggable, plan.from, Direction::East, plan.to);
    ASSERT_TRUE(cells);
    for (Point p : *cells) {
        EXPECT_NE(plan.diggable[p], 0) << p.x << "," << p.y << " is not diggable";
    }
    EXPECT_EQ(cells->front(), (Point{4, 3}));
    EXPECT_EQ(cells->back(), (Point{9, 3}));
    // Out of the door, round the room above or below (two turns each way),
    // and in at the other door: nothing shorter exists.
    EXPECT_EQ(cells->size(), 10u);
}

TEST(GenerateCorridor, FollowsACorridorAlreadyDugRatherThanDigBesideIt) {
    const std::vector<std::string> rows = {
        "############",  //
        "#XXX####XXX#",  //
        "#X.A,,,,B.X#",  //
        "#XXX####XXX#",  //
        "############",
    };
    const Plan plan = planOf(rows);
    const auto cells = routeCorridor(plan.map, plan.diggable, plan.from, Direction::East, plan.to);
    ASSERT_TRUE(cells);
    EXPECT_EQ(cells->size(), 4u);
    EXPECT_EQ(cells->front(), (Point{4, 2}));
}

TEST(GenerateCorridor, FindsNothingWhenWalledOff) {
    const std::vector<std::string> rows = {
        "#########",  //
        "#XXXXXXX#",  //
        "#X.A#B.X#",  //
        "#XXXXXXX#",  //
        "#########",
    };
    Plan plan = planOf(rows);
    plan.diggable[Point{4, 2}] = 0;
    EXPECT_FALSE(routeCorridor(plan.map, plan.diggable, plan.from, Direction::East, plan.to));
}

}  // namespace
}  // namespace delve
