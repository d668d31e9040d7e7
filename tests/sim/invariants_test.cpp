// The rules the soak checks after every action (sim/invariants.h): a game
// as the rules make it keeps them, and a state that breaks one is named.
#include <gtest/gtest.h>

#include <string>

#include "keep/save_codec.h"
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

// A hero whose energy is spent is never asked to act: the save reader
// takes such a state (the energy is the world's to give back), and the
// check names it.
TEST(Invariants, AHeroAskedToActWithoutEnergyIsNamed) {
    const RulesPtr rules = testing::shippedRules();
    const Game game(GameOptions{3, "fighter", nullptr, rules});
    std::string text = saveGame(game);
    const std::string heroLine = "hero fighter 42 6 25 25 1 0 0 0 100 ";
    const std::size_t at = text.find(heroLine);
    ASSERT_NE(at, std::string::npos) << "seed 3's fighter is where this test expects her";
    text.replace(at, heroLine.size(), "hero fighter 42 6 25 25 1 0 0 0 0 ");
    const Game spent = loadGame(text, "spent.sav", rules);
    EXPECT_EQ(brokenInvariant(spent), "the hero is asked to act without the energy to");
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
