// `delve sim`'s runs: the bot never asks in a loop for what the game
// refuses, and the table of a few seeded runs is the same every time and
// whatever the number of threads.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>

#include "content/rules_loader.h"
#include "sim/careful_bot.h"
#include "sim/sim_batch.h"
#include "sim/sim_table.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using testing::shippedRules;

std::vector<std::string> classIds(const Rules& rules) {
    std::vector<std::string> ids;
    for (const HeroClass& heroClass : rules.classes) {
        ids.push_back(heroClass.id);
    }
    return ids;
}

// What shows that the world moved on: a turn, a floor, the hero's energy
// (a hasted hero's first action takes no turn of the world's).
struct SimMoment {
    int turn = 0;
    int depth = 0;
    int energy = 0;
    friend bool operator==(const SimMoment&, const SimMoment&) = default;
};

SimMoment momentOf(const Game& game) {
    return {game.turn(), game.stage().depth(), game.hero().energy};
}

TEST(SimRuns, TheBotNeverAsksOverAndOverForWhatTheGameRefuses) {
    const RulesPtr rules = shippedRules();
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const std::string& heroClass = rules->classes[seed % rules->classes.size()].id;
        Game game(GameOptions{seed, heroClass, nullptr, rules});
        CarefulBot bot(seed);
        int stillInARow = 0;
        int mostStill = 0;
        for (int action = 0; action < 2000 && !game.isOver(); ++action) {
            const SimMoment before = momentOf(game);
            playBotRequest(game, bot);
            stillInARow = momentOf(game) == before ? stillInARow + 1 : 0;
            mostStill = std::max(mostStill, stillInARow);
        }
        EXPECT_LE(mostStill, 6) << "seed " << seed << ": actions in a row that took no turn";
        EXPECT_GT(game.turn(), 100) << "seed " << seed;
    }
}

SimPlan fewRuns(int threads) {
    SimPlan plan;
    plan.games = 4;
    plan.seed = 7;
    plan.classes = classIds(*shippedRules());
    plan.threads = threads;
    plan.mostActions = 500;
    return plan;
}

TEST(SimRuns, TheSameSeedGivesTheSameTableTwiceAndOnAnyNumberOfThreads) {
    const RulesPtr rules = shippedRules();
    const std::vector<SimResult> once = simulateRuns(rules, fewRuns(1));
    const std::vector<SimResult> again = simulateRuns(rules, fewRuns(1));
    std::vector<int> told;
    const std::vector<SimResult> shared =
        simulateRuns(rules, fewRuns(2), [&told](int done, int total) {
            EXPECT_EQ(total, 4);
            told.push_back(done);
        });
    EXPECT_EQ(once, again);
    EXPECT_EQ(once, shared);
    const std::vector<std::string> classes = classIds(*rules);
    EXPECT_EQ(simTable(once, classes), simTable(shared, classes));
    EXPECT_EQ(told, (std::vector<int>{1, 2, 3, 4})) << "progress is told once a run";
    // Run i is seed 7 + i, the classes in turn.
    ASSERT_EQ(once.size(), 4U);
    for (std::size_t i = 0; i < once.size(); ++i) {
        EXPECT_EQ(once[i].seed, 7 + i);
        EXPECT_EQ(once[i].heroClass, classes[i % classes.size()]);
    }
}

// In the Mine the bot goes down to the Guardian, fights it, and climbs
// back to the camp: a rogue of seed 1 wins so.
TEST(SimRuns, TheBotWinsTheMineByTheGuardianAndTheClimbHome) {
    const SimResult result = simulateRun(shippedRules(), "mine", "rogue", 1, kMostSimActions);
    EXPECT_EQ(result.end, SimEnd::Won);
    EXPECT_EQ(result.deepest, 3);
    EXPECT_EQ(result.lastFloor, 0);  // the camp, above the first floor
}

// A hero who dies fell below a third of her health on the floor she died
// on, so the table's close calls never count a death there as one.
TEST(SimRuns, TheFloorARunEndsOnByDeathIsAmongItsLowFloors) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const SimResult result =
            simulateRun(shippedRules(), "dungeon", "fighter", seed, kMostSimActions);
        if (result.end != SimEnd::Died) {
            continue;
        }
        EXPECT_GE(result.deepest, result.lastFloor);
        EXPECT_NE(std::ranges::find(result.lowFloors, result.lastFloor), result.lowFloors.end())
            << "seed " << seed << " died on floor " << result.lastFloor;
        return;
    }
    FAIL() << "no fighter of seeds 1-20 died";
}

}  // namespace
}  // namespace delve
