// What `delve sim` counts of many runs: where each run died, and the floors
// that brought the hero low and let her live (close calls).
#include <gtest/gtest.h>

#include "sim/sim_tally.h"
#include "support/sim_results.h"

namespace delve {
namespace {

using testing::simResultOf;

TEST(SimTally, AFloorThatBroughtTheHeroLowIsACloseCallOnlyIfSheLivedThroughIt) {
    const SimResult died = simResultOf("rogue", SimEnd::Died, 4, 4, {2, 4}, "ogre");
    EXPECT_FALSE(closeCallOn(died, 1)) << "never low there";
    EXPECT_TRUE(closeCallOn(died, 2)) << "low there, and went on deeper";
    EXPECT_FALSE(closeCallOn(died, 4)) << "low there, and died there";
    const SimResult won = simResultOf("rogue", SimEnd::Won, 10, 10, {10});
    EXPECT_TRUE(closeCallOn(won, 10)) << "low on the last floor, and won";
    const SimResult stuck = simResultOf("rogue", SimEnd::Stuck, 3, 3, {3});
    EXPECT_TRUE(closeCallOn(stuck, 3)) << "low, and still alive when cut off";
}

TEST(SimTally, ADeathIsCountedOnTheFloorWhereItHappenedNotTheDeepest) {
    const std::vector<SimResult> results = {
        simResultOf("fighter", SimEnd::Died, 5, 4, {4}, "troll"),
    };
    const std::vector<FloorTally> floors = tallyFloors(runsOf(results), 5);
    ASSERT_EQ(floors.size(), 5U);
    EXPECT_EQ(floors[3].floor, 4);
    EXPECT_EQ(floors[3].died, 1);
    EXPECT_EQ(floors[4].died, 0);
    EXPECT_EQ(floors[4].reached, 1);
    EXPECT_EQ(floors[3].closeCalls, 0);
}

TEST(SimTally, EndsAndCausesAreCountedPerClassAndForAll) {
    const std::vector<SimResult> results = {
        simResultOf("fighter", SimEnd::Died, 2, 2, {}, "goblin"),
        simResultOf("fighter", SimEnd::Won, 10, 10, {}),
        simResultOf("rogue", SimEnd::Died, 3, 3, {}, "ogre"),
        simResultOf("rogue", SimEnd::Died, 1, 1, {}, "goblin"),
        simResultOf("rogue", SimEnd::Stuck, 6, 6, {}),
    };
    const EndTally fighter = tallyEnds(runsOf(results, "fighter"));
    EXPECT_EQ(fighter.runs, 2);
    EXPECT_EQ(fighter.wins, 1);
    EXPECT_EQ(fighter.deaths, 1);
    const EndTally all = tallyEnds(runsOf(results));
    EXPECT_EQ(all.runs, 5);
    EXPECT_EQ(all.deaths, 3);
    EXPECT_EQ(all.stuck, 1);
    const std::vector<CauseTally> causes = tallyCauses(runsOf(results));
    ASSERT_EQ(causes.size(), 2U);
    EXPECT_EQ(causes[0].cause, "goblin");
    EXPECT_EQ(causes[0].deaths, 2);
    EXPECT_EQ(causes[1].cause, "ogre");
}

}  // namespace
}  // namespace delve
