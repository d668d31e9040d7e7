// `delve sim`'s options: what it accepts, and a one-line reason and exit
// status 2 for what it does not.
#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "sim/sim_options.h"
#include "support/run_delve.h"

namespace delve {
namespace {

ParsedSimOptions parse(std::vector<std::string_view> args) {
    return parseSimOptions(args);
}

TEST(SimOptions, TakesGamesSeedClassAndThreads) {
    const ParsedSimOptions parsed = parse(
        {"--games", "200", "--seed=1", "--class", "rogue", "--threads", "2", "--actions=500"});
    ASSERT_EQ(parsed.problem, "");
    EXPECT_EQ(parsed.options.games, 200);
    EXPECT_EQ(parsed.options.seed, 1U);
    EXPECT_EQ(parsed.options.heroClass, "rogue");
    EXPECT_EQ(parsed.options.threads, 2);
    EXPECT_EQ(parsed.options.actions, 500);
}

TEST(SimOptions, TakesTheAdventure) {
    const ParsedSimOptions parsed = parse({"--games", "3", "--seed", "1", "--adventure", "mine"});
    ASSERT_EQ(parsed.problem, "");
    EXPECT_EQ(parsed.options.adventure, "mine");
    EXPECT_EQ(parse({"--games", "3", "--seed", "1", "--adventure="}).problem,
              "--adventure needs an adventure's id");
}

TEST(SimOptions, CheckTurnsOnTheChecksAndTakesNoValue) {
    EXPECT_FALSE(parse({"--games", "3", "--seed", "1"}).options.check);
    EXPECT_TRUE(parse({"--games", "3", "--seed", "1", "--check"}).options.check);
    EXPECT_EQ(parse({"--games", "3", "--seed", "1", "--check=yes"}).problem,
              "--check takes no value");
}

TEST(SimOptions, JsonAsksForTheCountsAsJsonAndTakesNoValue) {
    EXPECT_FALSE(parse({"--games", "3", "--seed", "1"}).options.json);
    EXPECT_TRUE(parse({"--games", "3", "--seed", "1", "--json"}).options.json);
    EXPECT_EQ(parse({"--games", "3", "--seed", "1", "--json=1"}).problem, "--json takes no value");
}

TEST(SimOptions, EachMistakeIsNamed) {
    EXPECT_EQ(parse({"--games", "3", "--seed", "1", "--turbo"}).problem, "unknown option --turbo");
    EXPECT_EQ(parse({"--games", "3", "--seed"}).problem, "--seed needs a value");
    EXPECT_EQ(parse({"--games", "0", "--seed", "1"}).problem,
              "--games needs a whole number from 1 up, not \"0\"");
    EXPECT_EQ(parse({"--games", "many", "--seed", "1"}).problem,
              "--games needs a whole number from 1 up, not \"many\"");
    EXPECT_EQ(parse({"--games", "3", "--seed", "-1"}).problem,
              "--seed needs a whole number from 0 up, not \"-1\"");
    EXPECT_EQ(parse({"--games", "3", "--seed", "1", "--threads", "0"}).problem,
              "--threads needs a whole number from 1 up, not \"0\"");
    EXPECT_EQ(parse({"--games", "3", "--seed", "1", "--actions", "-5"}).problem,
              "--actions needs a whole number from 1 up, not \"-5\"");
    EXPECT_EQ(parse({"--seed", "1"}).problem, "--games is missing: how many runs to play");
    EXPECT_EQ(parse({"--games", "2"}).problem, "--seed is missing: the first run's seed");
}

TEST(SimOptions, TheToolRefusesWithOneLineAndStatusTwo) {
    for (const char* arguments :
         {"sim --games 0 --seed 1", "sim --games 2 --seed 1 --fast", "sim --games 2 --seed",
          "sim --games 2 --seed 1 --class bard", "sim --games 2 --seed 1 --adventure moon"}) {
        const testing::CommandResult result = testing::runDelve(arguments);
        EXPECT_EQ(result.status, 2) << arguments;
        EXPECT_EQ(result.output.rfind("delve sim: ", 0), 0U) << result.output;
        EXPECT_NE(result.output.find("usage: delve sim"), std::string::npos) << result.output;
    }
    const testing::CommandResult bard = testing::runDelve("sim --games 2 --seed 1 --class bard");
    EXPECT_NE(bard.output.find("--class: unknown class \"bard\"; the classes are fighter"),
              std::string::npos)
        << bard.output;
}

TEST(SimOptions, TheToolPrintsTheTable) {
    const testing::CommandResult result =
        testing::runDelve("sim --games 2 --seed 3 --class rogue --actions 300");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("rogue            2"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("causes of death"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("wall time"), std::string::npos) << result.output;
}

TEST(SimOptions, TheToolPrintsJsonAndNothingElseWhenAsked) {
    const testing::CommandResult result =
        testing::runDelve("sim --games 2 --seed 3 --class rogue --actions 300 --json");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_EQ(result.output.rfind("{\n", 0), 0U) << result.output;
    EXPECT_NE(result.output.find("\"closeCalls\""), std::string::npos) << result.output;
    EXPECT_EQ(result.output.find("wall time"), std::string::npos) << result.output;
}

}  // namespace
}  // namespace delve
