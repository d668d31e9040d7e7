// `delve sim --json`: the counts of the table, for a script to read.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "sim/sim_json.h"
#include "support/sim_results.h"

namespace delve {
namespace {

// A run that ended on the floor it went deepest to.
SimResult jsonRun(const std::string& heroClass, SimEnd end, int lastFloor,
                  std::vector<int> lowFloors, const std::string& cause = {}) {
    return testing::simResultOf(heroClass, end, lastFloor, lastFloor, std::move(lowFloors), cause);
}

SimPlan plan() {
    SimPlan plan;
    plan.games = 3;
    plan.seed = 1001;
    plan.classes = {"fighter", "rogue"};
    return plan;
}

const std::vector<SimResult> kJsonRuns = {
    jsonRun("fighter", SimEnd::Died, 2, {1, 2}, "jackal"),
    jsonRun("rogue", SimEnd::Won, 3, {2}),
    jsonRun("fighter", SimEnd::Stuck, 3, {}),
};

TEST(SimJson, GivesThePlanAndEachClassWithItsFloors) {
    const nlohmann::json document = nlohmann::json::parse(simJson(kJsonRuns, plan(), 3));
    EXPECT_EQ(document["adventure"], "dungeon");
    EXPECT_EQ(document["seed"], 1001);
    EXPECT_EQ(document["deepest"], 3);
    ASSERT_EQ(document["classes"].size(), 2U);
    const nlohmann::json& fighter = document["classes"][0];
    EXPECT_EQ(fighter["class"], "fighter");
    EXPECT_EQ(fighter["runs"], 2);
    EXPECT_EQ(fighter["deaths"], 1);
    EXPECT_EQ(fighter["stuck"], 1);
    ASSERT_EQ(fighter["floors"].size(), 3U);
    EXPECT_EQ(fighter["floors"][0],
              (nlohmann::json{{"floor", 1}, {"reached", 2}, {"died", 0}, {"closeCalls", 1}}));
    EXPECT_EQ(fighter["floors"][1],
              (nlohmann::json{{"floor", 2}, {"reached", 2}, {"died", 1}, {"closeCalls", 0}}));
    EXPECT_EQ(document["classes"][1]["wins"], 1);
}

TEST(SimJson, GivesAllRunsTheCausesAndTheBrokenRuns) {
    std::vector<SimResult> runs = kJsonRuns;
    runs[2].broken = "action 9, turn 7: the hero stands in a wall";
    runs[2].seed = 1003;
    const nlohmann::json document = nlohmann::json::parse(simJson(runs, plan(), 3));
    EXPECT_EQ(document["all"]["runs"], 3);
    EXPECT_EQ(document["all"]["floors"][1]["closeCalls"], 1);
    EXPECT_EQ(document["causes"], (nlohmann::json::array({{{"cause", "jackal"}, {"deaths", 1}}})));
    ASSERT_EQ(document["broken"].size(), 1U);
    EXPECT_EQ(document["broken"][0]["seed"], 1003);
    EXPECT_EQ(document["broken"][0]["rule"], runs[2].broken);
}

}  // namespace
}  // namespace delve
