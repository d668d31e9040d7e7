#include <gtest/gtest.h>

#include "core/rng.h"
#include "game/known_floor.h"
#include "game/stage.h"
#include "map/map.h"
#include "support/printers.h"
#include "support/random_floors.h"

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

// Learning the floor a few cells at a time, with doors opening in view and
// traps coming to be known, the kept costs and edge are always what
// working them out afresh gives.
TEST(KnownFloor, KeptUpToDateItMatchesTheFloorWorkedOutAfresh) {
    Rng rng(9);
    for (int floor = 0; floor < 20; ++floor) {
        Stage stage(1, "test",
                    testing::randomFloor(rng, 40, 20,
                                         {{25, Terrain::Wall},
                                          {30, Terrain::ClosedDoor},
                                          {33, Terrain::SecretDoor},
                                          {35, Terrain::Water}}));
        for (int i = 0; i < 6; ++i) {
            stage.addTrap(Trap{TrapKind::PoisonNeedle, testing::randomCell(rng, 40, 20), false});
        }
        KnownFloor known;
        std::vector<Point> edge;
        for (int look = 0; look < 40; ++look) {
            Map& map = stage.map();
            for (int seen = 0; seen < 12; ++seen) {
                map.markExplored(testing::randomCell(rng, 40, 20));
            }
            map.clearVisible();
            const Point inView = testing::randomCell(rng, 40, 20);
            map.reveal(inView);
            if (map.terrain(inView) == Terrain::ClosedDoor) {
                map.setTerrain(inView, Terrain::OpenDoor);
            }
            if (look % 10 == 9) {
                stage.trapAt(stage.traps()[static_cast<std::size_t>(look / 10)].at)->known = true;
            }
            known.catchUp(stage);
            StepCosts afresh = knownStepCosts(map);
            for (const Trap& trap : stage.traps()) {
                if (trap.known) {
                    afresh.block(trap.at);
                }
            }
            for (int y = 0; y < 20; ++y) {
                for (int x = 0; x < 40; ++x) {
                    ASSERT_EQ(known.costs().at({x, y}), afresh.at({x, y}))
                        << "floor " << floor << ", look " << look << ", at " << x << "," << y;
                }
            }
            known.edge(edge);
            ASSERT_EQ(edge, unexploredEdge(map, afresh)) << "floor " << floor << ", look " << look;
            EXPECT_EQ(known.edgeLeft(), !edge.empty());
        }
    }
}

}  // namespace
}  // namespace delve
