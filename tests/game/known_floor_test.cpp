#include <gtest/gtest.h>

#include "game/known_floor.h"
#include "support/printers.h"
#include "map/map.h"

namespace delve {
namespace {

Map mapOf(std::initializer_list<const char*> rows) {
    const int height = static_cast<int>(rows.size());
    const int width = static_cast<int>(std::string_view(*rows.begin()).size());
    Map map(width, height);
    int y = 0;
    for (const char* row : rows) {
        for (int x = 0; x < width; ++x) {
            map.setTerrain({x, y}, *terrainFromSymbol(row[x]));
        }
        ++y;
    }
    return map;
}

TEST(KnownFloor, UnseenCellsAndSecretDoorsAreWall) {
    Map map = mapOf({"#.+?'>~"});
    for (int x = 0; x < 6; ++x) {
        map.markExplored({x, 0});
    }
    const StepCosts known = knownStepCosts(map);
    EXPECT_EQ(known.at({0, 0}), StepCosts::kBlocked);
    EXPECT_EQ(known.at({1, 0}), kStepCost);
    EXPECT_EQ(known.at({2, 0}), kDoorSteps * kStepCost) << "a closed door: open, then step";
    EXPECT_EQ(known.at({3, 0}), StepCosts::kBlocked) << "a secret door looks like wall";
    EXPECT_EQ(known.at({4, 0}), kStepCost);
    EXPECT_EQ(known.at({5, 0}), kStepCost);
    EXPECT_EQ(known.at({6, 0}), StepCosts::kBlocked) << "water, and unseen besides";
}

TEST(KnownFloor, TheEdgeIsWhereTheUnseenBegins) {
    Map map = mapOf({"#####",  //
                     "#...#",  //
                     "#####"});
    for (int x = 0; x < 5; ++x) {
        for (int y = 0; y < 3; ++y) {
            if (x < 3) {
                map.markExplored({x, y});
            }
        }
    }
    // (1,1) touches nothing unseen; (2,1) touches column 3.
    EXPECT_EQ(unexploredEdge(map, knownStepCosts(map)), (std::vector<Point>{{2, 1}}));
    map.exploreAll();
    EXPECT_TRUE(unexploredEdge(map, knownStepCosts(map)).empty());
}

}  // namespace
}  // namespace delve
