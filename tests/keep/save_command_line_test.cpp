#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "support/run_delve.h"
#include "support/temp_level.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

std::string hashOf(const testing::CommandResult& result) {
    EXPECT_EQ(result.status, 0) << result.output;
    return nlohmann::json::parse(result.output).at("hash").get<std::string>();
}

// Stopping with --save and going on with --continue plays the same game as
// playing all the keys at once.
TEST(SaveCommandLine, ContinuingASavedRunEndsWhereOneRunWould) {
    const fs::path save =
        fs::temp_directory_path() / ("delve_continue_" + std::to_string(::getpid()) + ".sav");
    const std::string first = "jjjlllkkhhyyuu";
    const std::string second = "bbnnjjjjlllllkkkk.....hhhh";
    for (const char* heroClass : {"fighter", "rogue"}) {
        fs::remove(save);
        const std::string whole =
            hashOf(testing::runDelve("--headless --seed 77 --class " + std::string(heroClass) +
                                     " --keys '" + first + second + "' --dump"));
        const auto stopped =
            testing::runDelve("--headless --seed 77 --class " + std::string(heroClass) +
                              " --keys '" + first + "' --save " + save.string());
        ASSERT_EQ(stopped.status, 0) << stopped.output;
        ASSERT_TRUE(fs::exists(save));
        const std::string resumed = hashOf(testing::runDelve(
            "--headless --continue --save " + save.string() + " --keys '" + second + "' --dump"));
        EXPECT_EQ(resumed, whole) << heroClass;
    }
    fs::remove(save);
}

// The same across a floor change: the first part fights a rat and goes
// down, the second walks about the floor below.
TEST(SaveCommandLine, ContinuingAcrossAFloorChangeEndsWhereOneRunWould) {
    const testing::TempLevel level(
        "save_floor",
        "##########\n#@...r..>#\n#........#\n##########\nlegend|r|monster|rat\nend\n");
    const fs::path save =
        fs::temp_directory_path() / ("delve_floor_" + std::to_string(::getpid()) + ".sav");
    fs::remove(save);
    const std::string first = "llllllllllll>jj";
    const std::string second = "kkhhllnnbbyyuu....jjjj";
    const std::string start = "--headless --seed 5 --level " + level.path().string();
    const std::string whole =
        hashOf(testing::runDelve(start + " --keys '" + first + second + "' --dump"));
    const auto stopped =
        testing::runDelve(start + " --keys '" + first + "' --save " + save.string() + " --dump");
    ASSERT_EQ(nlohmann::json::parse(stopped.output).at("depth"), 2) << stopped.output;
    const std::string resumed = hashOf(testing::runDelve(
        "--headless --continue --save " + save.string() + " --keys '" + second + "' --dump"));
    EXPECT_EQ(resumed, whole);
    fs::remove(save);
}

TEST(SaveCommandLine, TheMenusQuitSavesTheRun) {
    const fs::path save =
        fs::temp_directory_path() / ("delve_quit_" + std::to_string(::getpid()) + ".sav");
    fs::remove(save);
    const std::string walked =
        hashOf(testing::runDelve("--headless --seed 31 --keys 'jjll' --dump"));
    const auto quit =
        testing::runDelve("--headless --seed 31 --keys 'jjll<Esc>qyjjj' --save " + save.string());
    ASSERT_EQ(quit.status, 0) << quit.output;
    ASSERT_TRUE(fs::exists(save));
    EXPECT_EQ(hashOf(testing::runDelve("--headless --continue --save " + save.string() +
                                       " --keys '' --dump")),
              walked)
        << "the save holds the run as it was when the player quit";
    fs::remove(save);
}

TEST(SaveCommandLine, ADeadHerosSaveIsGone) {
    const testing::TempLevel level("save_death",
                                   "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                                   "legend|g|monster|goblin\nend\n");
    const fs::path save =
        fs::temp_directory_path() / ("delve_dead_" + std::to_string(::getpid()) + ".sav");
    fs::remove(save);
    ASSERT_EQ(testing::runDelve("--headless --seed 3 --class rogue --level " +
                                level.path().string() + " --keys '' --save " + save.string())
                  .status,
              0);
    ASSERT_TRUE(fs::exists(save));
    const auto died = testing::runDelve("--headless --continue --save " + save.string() +
                                        " --keys '" + std::string(300, '.') + "' --dump");
    ASSERT_EQ(nlohmann::json::parse(died.output).at("dead"), true) << died.output;
    EXPECT_FALSE(fs::exists(save));
}

TEST(SaveCommandLine, ContinuingWithoutAGoodSaveIsAClearError) {
    const fs::path save =
        fs::temp_directory_path() / ("delve_missing_" + std::to_string(::getpid()) + ".sav");
    fs::remove(save);
    auto result = testing::runDelve("--headless --continue --save " + save.string() + " --keys j");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("cannot continue"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find(save.string()), std::string::npos) << result.output;

    std::ofstream(save) << "delve-save 0\n";
    result = testing::runDelve("--headless --continue --save " + save.string() + " --keys j");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find(":1:12: saved by format 0; this Delve reads formats 1 to 13"),
              std::string::npos)
        << result.output;
    fs::remove(save);

    result = testing::runDelve("--headless --continue --keys j");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("delve: --continue: needs --save PATH"), std::string::npos)
        << result.output;
}

}  // namespace
}  // namespace delve
