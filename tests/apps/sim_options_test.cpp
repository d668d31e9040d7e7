// `delve sim`'s options: what it accepts, and a one-line reason and exit
// status 2 for what it does not.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "sim_options.h"
#include "support/run_delve.h"

namespace delve {
namespace {

struct SimRead {
    SimOptions options;
    std::optional<int> stop;
    std::string out;
    std::string err;
};

SimRead readSim(std::vector<std::string> args) {
    SimRead result;
    std::ostringstream out;
    std::ostringstream err;
    result.stop = readSimOptions(std::move(args), result.options, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}

// The first line of a refusal, which says what is wrong; exit status 2.
std::string simRefusal(std::vector<std::string> args) {
    const SimRead refused = readSim(std::move(args));
    EXPECT_EQ(refused.stop, 2) << refused.err;
    EXPECT_EQ(refused.out, "");
    EXPECT_NE(refused.err.find("\ntry: delve sim --help\n"), std::string::npos) << refused.err;
    return refused.err.substr(0, refused.err.find('\n'));
}

TEST(SimOptions, TakesGamesSeedClassAndThreads) {
    const SimRead parsed = readSim(
        {"--games", "200", "--seed=1", "--class", "rogue", "--threads", "2", "--actions=500"});
    ASSERT_EQ(parsed.stop, std::nullopt) << parsed.err;
    EXPECT_EQ(parsed.options.games, 200);
    EXPECT_EQ(parsed.options.seed, 1U);
    EXPECT_EQ(parsed.options.heroClass, "rogue");
    EXPECT_EQ(parsed.options.threads, 2);
    EXPECT_EQ(parsed.options.actions, 500);
    EXPECT_EQ(parsed.options.adventure, std::nullopt);
}

TEST(SimOptions, TakesTheLargestSeed) {
    const SimRead parsed = readSim({"--games", "1", "--seed", "18446744073709551615"});
    ASSERT_EQ(parsed.stop, std::nullopt) << parsed.err;
    EXPECT_EQ(parsed.options.seed, 18446744073709551615U);
    EXPECT_EQ(simRefusal({"--games", "1", "--seed", "18446744073709551616"}),
              "delve sim: --seed: \"18446744073709551616\" is not a whole number from 0 up");
}

TEST(SimOptions, TakesTheAdventure) {
    const SimRead parsed = readSim({"--games", "3", "--seed", "1", "--adventure", "mine"});
    ASSERT_EQ(parsed.stop, std::nullopt) << parsed.err;
    EXPECT_EQ(parsed.options.adventure, "mine");
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "1", "--adventure", ""}),
              "delve sim: --adventure: needs a value");
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "1", "--adventure="}),
              "delve sim: --adventure: needs a value");
}

TEST(SimOptions, CheckTurnsOnTheChecksAndTakesNoValue) {
    EXPECT_FALSE(readSim({"--games", "3", "--seed", "1"}).options.check);
    EXPECT_TRUE(readSim({"--games", "3", "--seed", "1", "--check"}).options.check);
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "1", "--check=yes"}),
              "delve sim: --check: takes no value");
}

TEST(SimOptions, JsonAsksForTheCountsAsJsonAndTakesNoValue) {
    EXPECT_FALSE(readSim({"--games", "3", "--seed", "1"}).options.json);
    EXPECT_TRUE(readSim({"--games", "3", "--seed", "1", "--json"}).options.json);
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "1", "--json=1"}),
              "delve sim: --json: takes no value");
}

TEST(SimOptions, EachMistakeIsNamed) {
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "1", "--turbo"}),
              "delve sim: --turbo: unknown option");
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "1", "--turbo=9"}),
              "delve sim: --turbo: unknown option");
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "1", "fast"}),
              "delve sim: \"fast\": unexpected argument");
    EXPECT_EQ(simRefusal({"--games", "3", "--seed"}), "delve sim: --seed: needs a value");
    EXPECT_EQ(simRefusal({"--games", "0", "--seed", "1"}),
              "delve sim: --games: \"0\" is not a whole number from 1 up");
    EXPECT_EQ(simRefusal({"--games", "many", "--seed", "1"}),
              "delve sim: --games: \"many\" is not a whole number from 1 up");
    EXPECT_EQ(simRefusal({"--games", "99999999999", "--seed", "1"}),
              "delve sim: --games: \"99999999999\" is not a whole number from 1 up");
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "-1"}),
              "delve sim: --seed: \"-1\" is not a whole number from 0 up");
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "1", "--threads", "0"}),
              "delve sim: --threads: \"0\" is not a whole number from 1 up");
    EXPECT_EQ(simRefusal({"--games", "3", "--seed", "1", "--actions", "-5"}),
              "delve sim: --actions: \"-5\" is not a whole number from 1 up");
    EXPECT_EQ(simRefusal({"--seed", "1"}), "delve sim: --games: must be given");
    EXPECT_EQ(simRefusal({"--games", "2"}), "delve sim: --seed: must be given");
}

TEST(SimOptions, HelpSaysEveryOptionAndStopsWithZero) {
    const SimRead help = readSim({"--games", "2", "--help"});
    EXPECT_EQ(help.stop, 0);
    EXPECT_EQ(help.err, "");
    EXPECT_EQ(help.out.rfind("usage: delve sim --games N --seed S", 0), 0U) << help.out;
    for (const char* option : {"--games", "--seed", "--adventure", "--class", "--threads",
                               "--actions", "--check", "--json", "--help"}) {
        EXPECT_NE(help.out.find(std::string(" ") + option + " "), std::string::npos) << option;
    }
}

TEST(SimOptions, TheToolRefusesWithOneLineAndStatusTwo) {
    for (const char* arguments :
         {"sim --games 0 --seed 1", "sim --games 2 --seed 1 --fast", "sim --games 2 --seed",
          "sim --games 2 --seed 1 --class bard", "sim --games 2 --seed 1 --adventure moon"}) {
        const testing::CommandResult result = testing::runDelve(arguments);
        EXPECT_EQ(result.status, 2) << arguments;
        EXPECT_EQ(result.output.rfind("delve sim: ", 0), 0U) << result.output;
        EXPECT_NE(result.output.find("\ntry: delve sim --help\n"), std::string::npos)
            << result.output;
    }
    const testing::CommandResult bard = testing::runDelve("sim --games 2 --seed 1 --class bard");
    EXPECT_NE(bard.output.find("delve sim: --class: \"bard\" is not one of fighter, rogue, "
                               "barbarian\n"),
              std::string::npos)
        << bard.output;
    const testing::CommandResult moon =
        testing::runDelve("sim --games 2 --seed 1 --adventure moon");
    EXPECT_NE(moon.output.find("delve sim: --adventure: \"moon\" is not one of dungeon"),
              std::string::npos)
        << moon.output;
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
