// The rules the soak checks after every action (sim/invariants.h): a game
// as the rules make it keeps them. (No door lets a state in that breaks
// one: the save reader refuses each, as SaveHostile tests; fuzz_save found
// the last, a hero saved without the energy to act.)
#include <gtest/gtest.h>

#include <string>

#include "sim/invariants.h"
#include "sim/sim_run.h"
#include "support/test_rules.h"

namespace delve {
namespace {

TEST(Invariants, ANewGameAndOnePlayedByTheBotKeepEveryRule) {
    const RulesPtr rules = testing::shippedRules();
    for (const HeroClass& heroClass : rules->classes) {
        Game game(GameOptions{5, heroClass.id, nullptr, rules});
        EXPECT_EQ(brokenInvariant(game), std::nullopt) << heroClass.id;
        EXPECT_EQ(brokenSaveTrip(game, rules), std::nullopt) << heroClass.id;
    }
    for (const char* adventure : {"dungeon", "mine"}) {
        const SimResult result =
            simulateRun(rules, adventure, "fighter", 2, 600, SimChecks::EveryAction);
        EXPECT_EQ(result.broken, "") << adventure;
        EXPECT_GT(result.actions, 20) << adventure << ": the run was played";
    }
}

// Found by the soak: the checked run saved the game the moment it was won,
// with the hero's energy spent, and the reader refused that save. The game
// saves no run that has ended, and neither does the check.
TEST(Invariants, ARunWonIsCheckedButNotSaved) {
    const SimResult won = simulateRun(testing::shippedRules(), "mine", "rogue", 1, kMostSimActions,
                                      SimChecks::EveryAction);
    EXPECT_EQ(won.end, SimEnd::Won);
    EXPECT_EQ(won.broken, "");
}

// The checks only look: the save trip leaves the run as it was.
TEST(Invariants, CheckingARunChangesNothingInIt) {
    const RulesPtr rules = testing::shippedRules();
    const SimResult checked =
        simulateRun(rules, "dungeon", "rogue", 4, 300, SimChecks::EveryAction);
    const SimResult unchecked = simulateRun(rules, "dungeon", "rogue", 4, 300, SimChecks::Off);
    EXPECT_EQ(checked.broken, "");
    EXPECT_EQ(checked.actions, unchecked.actions) << "checking changes nothing in the run";
    EXPECT_EQ(checked.turns, unchecked.turns);
}

}  // namespace
}  // namespace delve
