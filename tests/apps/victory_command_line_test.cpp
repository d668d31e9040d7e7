// A won run on the command line: the victory screen, its records, and its
// recording played back to the same victory.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "support/run_delve.h"
#include "support/temp_folder.h"
#include "support/temp_level.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
using testing::runDelve;

// The Amulet one step east of the hero, and a rat that never reaches it.
const std::string kAmuletHall =
    "##########\n#@A.....r#\n##########\nlegend|A|item|amulet\nlegend|r|monster|rat\nend\n";

nlohmann::json victoryDumpOf(const testing::CommandResult& result) {
    EXPECT_EQ(result.status, 0) << result.output;
    return nlohmann::json::parse(result.output);
}

TEST(VictoryCommandLine, TakingUpTheAmuletShowsTheVictoryAndRecordsAWin) {
    testing::TempFolder folder("cli_victory");
    const testing::TempLevel level("cli_victory_hall", kAmuletHall);
    const fs::path records = folder.path() / "records";
    const std::string run = "--headless --seed 5 --class fighter --level " + level.path().string() +
                            " --keys 'lg' --records " + records.string();
    const auto frame = runDelve(run, "-u XDG_DATA_HOME HOME=" + folder.path().string());
    ASSERT_EQ(frame.status, 0) << frame.output;
    EXPECT_NE(frame.output.find("You have won"), std::string::npos) << frame.output;
    EXPECT_NE(frame.output.find("| Gold 0"), std::string::npos) << "in the box\n" << frame.output;
    EXPECT_NE(frame.output.find("| Kills: 0"), std::string::npos) << frame.output;

    const auto scores = runDelve("scores --file " + (records / "scores.txt").string());
    EXPECT_EQ(scores.status, 0) << scores.output;
    EXPECT_NE(scores.output.find("won with the Amulet on floor 1"), std::string::npos)
        << scores.output;
    ASSERT_TRUE(fs::exists(records / "morgue"));
    EXPECT_EQ(std::distance(fs::directory_iterator(records / "morgue"), {}), 1);
}

TEST(VictoryCommandLine, AWonRunsRecordingReplaysToTheVictory) {
    const testing::TempLevel level("cli_victory_replay", kAmuletHall);
    const fs::path recording =
        fs::temp_directory_path() / ("delve_victory_" + std::to_string(::getpid()) + ".rec");
    const auto won = victoryDumpOf(runDelve("--headless --seed 5 --class fighter --level " +
                                            level.path().string() + " --keys 'lg' --record " +
                                            recording.string() + " --dump"));
    EXPECT_EQ(won.at("won"), true);
    EXPECT_EQ(won.at("dead"), false);
    EXPECT_EQ(won.at("screen"), "victory");
    const auto replayed = victoryDumpOf(runDelve("replay " + recording.string() + " --dump"));
    EXPECT_EQ(replayed.at("won"), true);
    EXPECT_EQ(replayed.at("screen"), "victory");
    EXPECT_EQ(replayed.at("hash"), won.at("hash"));
    fs::remove(recording);
}

}  // namespace
}  // namespace delve
