// The table `delve sim` prints, from results made by hand.
#include <gtest/gtest.h>

#include "sim/sim_table.h"

namespace delve {
namespace {

SimResult died(const std::string& heroClass, int deepest, int turns, const std::string& cause) {
    return SimResult{heroClass, 1, deepest, SimEnd::Died, cause, turns, turns, "", deepest, {}};
}

const std::vector<SimResult> kRuns = {
    died("fighter", 2, 100, "goblin"),
    died("fighter", 5, 300, "ogre"),
    SimResult{"rogue", 3, 6, SimEnd::Stuck, "", 900, 30000, "", 6, {2, 6}},
    died("rogue", 4, 200, "goblin"),
    died("rogue", 1, 50, "poison"),
};

TEST(SimTable, EachClassHasItsRunsWinsMediansShareAndStuck) {
    const std::string table = simTable(kRuns, {"fighter", "rogue"});
    EXPECT_NE(table.find("fighter          2     0           3.5      50.0%         200.0      0"),
              std::string::npos)
        << table;
    EXPECT_NE(table.find("rogue            3     0           4.0      33.3%         200.0      1"),
              std::string::npos)
        << table;
    EXPECT_NE(table.find("all              5     0           4.0      40.0%         200.0      1"),
              std::string::npos)
        << table;
}

TEST(SimTable, EachFloorHasTheRunsThatReachedItTheDeathsAndTheCloseCalls) {
    const std::string table = simTable(kRuns, {"fighter", "rogue"});
    EXPECT_NE(table.find("floor   reached  died here  of deaths  close calls  of reached\n"),
              std::string::npos)
        << table;
    EXPECT_NE(table.find("1             5          1      25.0%            0        0.0%\n"),
              std::string::npos)
        << table;
    EXPECT_NE(table.find("2             4          1      25.0%            1       25.0%\n"),
              std::string::npos)
        << table;
    EXPECT_NE(table.find("4             3          1      25.0%            0        0.0%\n"),
              std::string::npos)
        << table;
    EXPECT_NE(table.find("6             1          0       0.0%            1      100.0%\n"),
              std::string::npos)
        << table;
    EXPECT_NE(table.find("10            0          0       0.0%            0        0.0%\n"),
              std::string::npos)
        << table;
}

// The Mine's three levels: the share is of those that reached level 2, and
// the floors stop at 3.
TEST(SimTable, AShallowerAdventureCountsItsMiddleFloorAndStopsAtItsDeepest) {
    const std::vector<SimResult> mine = {died("fighter", 1, 100, "kobold"),
                                         died("fighter", 3, 300, "abyssal_guardian")};
    const std::string table = simTable(mine, {"fighter"}, 3);
    EXPECT_NE(table.find("floor 2+"), std::string::npos) << table;
    EXPECT_NE(table.find("fighter          2     0           2.0      50.0%"), std::string::npos)
        << table;
    EXPECT_NE(table.find("3             1          1      50.0%"), std::string::npos) << table;
    EXPECT_EQ(table.find("\n4 "), std::string::npos) << table;
}

TEST(SimTable, CausesComeCommonestFirstWithTheirShareOfDeaths) {
    const std::string table = simTable(kRuns, {"fighter", "rogue"});
    const std::size_t heading = table.find("causes of death (4 deaths)");
    const std::size_t goblin = table.find("goblin                   2   50.0%");
    const std::size_t ogre = table.find("ogre                     1   25.0%");
    const std::size_t poison = table.find("poison                   1   25.0%");
    ASSERT_NE(heading, std::string::npos) << table;
    ASSERT_NE(goblin, std::string::npos) << table;
    ASSERT_NE(ogre, std::string::npos) << table;
    ASSERT_NE(poison, std::string::npos) << table;
    EXPECT_LT(heading, goblin);
    EXPECT_LT(goblin, ogre) << "the commonest first";
    EXPECT_LT(ogre, poison) << "equals by name";
}

}  // namespace
}  // namespace delve
