// Recording a run with --record and playing it back with `delve replay`.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "support/run_delve.h"
#include "support/temp_level.h"
#include "ui/views/layout.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

fs::path tempFile(const std::string& name) {
    return fs::temp_directory_path() / ("delve_" + name + "_" + std::to_string(::getpid()));
}

nlohmann::json replayDumpOf(const testing::CommandResult& result) {
    EXPECT_EQ(result.status, 0) << result.output;
    return nlohmann::json::parse(result.output);
}

// Each line of a frame cut to its first `columns` characters: the map view
// and the log, without the side panel.
std::string leftColumns(const std::string& frame, int columns) {
    std::istringstream lines(frame);
    std::string kept;
    for (std::string line; std::getline(lines, line);) {
        std::string left = line.substr(0, static_cast<std::size_t>(columns));
        left.erase(left.find_last_not_of(' ') + 1);
        kept += left + "\n";
    }
    return kept;
}

std::string contents(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A rat between the hero and the stairs: the keys walk to it, fight it,
// walk on, go down, and walk about the floor below.
constexpr const char* kCorridor =
    "##########\n#@...r..>#\n#........#\n##########\nlegend|r|monster|rat\nend\n";
constexpr const char* kWalkFightDescend = "llllllllllll>jjjkkhhllnnbbyyuu....";

// Found by hand: a recording whose `level` named a pipe hung the replay for
// ever, and /dev/zero took gigabytes. Only a file is opened.
TEST(ReplayCommandLine, ALevelThatIsNoFileIsRefusedUnopened) {
    const fs::path pipe = tempFile("replay_pipe");
    fs::remove(pipe);
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    const fs::path recording = tempFile("replay_pipe.rec");
    for (const fs::path& level : {pipe, fs::path("/dev/zero")}) {
        std::ofstream(recording) << "delve-recording 2\nseed 1\nclass fighter\nadventure dungeon\n"
                                    "name\nlevel "
                                 << level.string() << "\nstart new\n";
        const auto result = testing::runDelve("replay " + recording.string() + " --headless");
        EXPECT_EQ(result.status, 2) << result.output;
        EXPECT_NE(result.output.find(level.string() + ":1:1: this is a " +
                                     (level == pipe ? "pipe" : "device") + ", not a level file"),
                  std::string::npos)
            << result.output;
    }
    fs::remove(pipe);
    fs::remove(recording);
}

// A recording may name any file the player can read: a fault in it is told
// by its place, and nothing the file holds reaches the message.
TEST(ReplayCommandLine, ALevelFileThatCannotBeReadIsToldWithoutWhatItHolds) {
    const fs::path secret = tempFile("replay_secret.txt");
    std::ofstream(secret) << "####\n#@.#\n####\nlegend|k|hunter2-token|x\nend\n";
    const fs::path recording = tempFile("replay_secret.rec");
    std::ofstream(recording) << "delve-recording 2\nseed 1\nclass fighter\nadventure dungeon\n"
                                "name\nlevel "
                             << secret.string() << "\nstart new\n";
    const auto result = testing::runDelve("replay " + recording.string() + " --headless");
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_NE(result.output.find(secret.string() + ":4:"), std::string::npos) << result.output;
    EXPECT_EQ(result.output.find("hunter2"), std::string::npos) << result.output;
    fs::remove(secret);
    fs::remove(recording);
}

TEST(ReplayCommandLine, ARecordedRunPlaysBackToTheSameState) {
    const testing::TempLevel level("replay_corridor", kCorridor);
    const fs::path recording = tempFile("replay.rec");
    const auto recorded = replayDumpOf(
        testing::runDelve("--headless --seed 5 --level " + level.path().string() + " --keys '" +
                          kWalkFightDescend + "' --record " + recording.string() + " --dump"));
    // The keys did what they are for.
    EXPECT_EQ(recorded.at("depth"), 2);
    bool killed = false;
    for (const auto& message : recorded.at("messages")) {
        // The rat is the fight's only foe: its fall is told as the fight won.
        killed = killed || message.get<std::string>().starts_with("Victory!");
    }
    EXPECT_TRUE(killed) << recorded.dump();

    const std::string text = contents(recording);
    EXPECT_TRUE(
        text.starts_with("delve-recording 3\nseed 5\nclass fighter\nadventure dungeon\nname "
                         "Bran\ngender male\nlevel "))
        << text;
    EXPECT_NE(text.find("\nstart new\ninput l\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\nend " + recorded.at("hash").get<std::string>() + "\n"),
              std::string::npos)
        << text;

    const auto replayed =
        replayDumpOf(testing::runDelve("replay " + recording.string() + " --dump"));
    EXPECT_EQ(replayed.at("hash"), recorded.at("hash"));
    EXPECT_EQ(replayed.at("turn"), recorded.at("turn"));
    EXPECT_EQ(replayed.at("messages"), recorded.at("messages"));

    // Headless, the replay prints the last frame, as the run did: the same
    // map and log, and a side panel that says it is a replay.
    const auto frame = testing::runDelve("--headless --seed 5 --level " + level.path().string() +
                                         " --keys '" + kWalkFightDescend + "'");
    const auto replayedFrame = testing::runDelve("replay " + recording.string() + " --headless");
    EXPECT_EQ(replayedFrame.status, 0) << replayedFrame.output;
    const int panel = layoutFor(80, 24).sidePanel.x;
    EXPECT_EQ(leftColumns(replayedFrame.output, panel), leftColumns(frame.output, panel));
    // One entry of the recording for each of the 34 keys.
    EXPECT_NE(replayedFrame.output.find("Replay"), std::string::npos) << replayedFrame.output;
    EXPECT_NE(replayedFrame.output.find("step 34 of 34"), std::string::npos)
        << replayedFrame.output;
    fs::remove(recording);
}

TEST(ReplayCommandLine, ClicksAreRecordedAsFloorCellsAndReplayAtAnySize) {
    const fs::path recording = tempFile("replay_click.rec");
    const auto recorded = replayDumpOf(testing::runDelve(
        "--headless --seed 11 --size 120x40 --keys 'jj<click:30,8>ll<click:40,9>' --record " +
        recording.string() + " --dump"));
    EXPECT_NE(contents(recording).find("input <click:30,8>"), std::string::npos)
        << contents(recording);
    // A smaller screen than the one recorded on.
    const auto replayed =
        replayDumpOf(testing::runDelve("replay " + recording.string() + " --dump --size 40x12"));
    EXPECT_EQ(replayed.at("hash"), recorded.at("hash"));
    EXPECT_EQ(replayed.at("messages"), recorded.at("messages"));
    fs::remove(recording);
}

TEST(ReplayCommandLine, AContinuedRunCarriesItsSaveIntoTheRecording) {
    const fs::path save = tempFile("replay_continue.sav");
    const fs::path recording = tempFile("replay_continue.rec");
    fs::remove(save);
    ASSERT_EQ(
        testing::runDelve("--headless --seed 9 --keys 'jjjlll' --save " + save.string()).status, 0);
    const auto continued = replayDumpOf(
        testing::runDelve("--headless --continue --save " + save.string() +
                          " --keys 'kkhh..' --record " + recording.string() + " --dump"));
    EXPECT_NE(contents(recording).find("\nstart save "), std::string::npos);
    fs::remove(save);  // the replay needs only the recording
    const auto replayed =
        replayDumpOf(testing::runDelve("replay " + recording.string() + " --dump"));
    EXPECT_EQ(replayed.at("hash"), continued.at("hash"));
    fs::remove(recording);
}

TEST(ReplayCommandLine, GoingBackToACopyIsRecordedAsTheCopy) {
    const fs::path recording = tempFile("replay_aside.rec");
    const auto recorded = replayDumpOf(testing::runDelve(
        "--headless --seed 13 --keys 'jjl<F5>kkkhh<F9>ylll<F9>n<F9>yj' --record " +
        recording.string() + " --dump"));
    const std::string text = contents(recording);
    EXPECT_NE(text.find("input <F5>\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\nrestore "), std::string::npos) << text;
    EXPECT_EQ(text.find("input <F9>"), std::string::npos) << "F9 that went back is the copy";
    EXPECT_EQ(text.find("input y"), std::string::npos) << "and its answer too";
    EXPECT_EQ(text.find("input n"), std::string::npos) << "a no leaves nothing";
    const auto replayed =
        replayDumpOf(testing::runDelve("replay " + recording.string() + " --dump"));
    EXPECT_EQ(replayed.at("hash"), recorded.at("hash"));
    EXPECT_EQ(replayed.at("messages"), recorded.at("messages"));
    fs::remove(recording);
}

TEST(ReplayCommandLine, F5AndF9RestoreTheExactState) {
    // Going back from the same turn, whatever was done on the way, lands in
    // the same state: the same turn and the same record of going back.
    const auto wanderedOff =
        replayDumpOf(testing::runDelve("--headless --seed 21 --keys 'jjl<F5>kkkhhyy' --dump"));
    const int turn = wanderedOff.at("turn").get<int>();
    ASSERT_GT(turn, 3);
    const auto wandered = replayDumpOf(
        testing::runDelve("--headless --seed 21 --keys 'jjl<F5>kkkhhyy<F9>yl' --dump"));
    const auto waited = replayDumpOf(
        testing::runDelve("--headless --seed 21 --keys 'jjl<F5>" +
                          std::string(static_cast<std::size_t>(turn - 3), '.') + "<F9>yl' --dump"));
    EXPECT_EQ(wandered.at("hash"), waited.at("hash"));
    EXPECT_EQ(wandered.at("turn"), waited.at("turn"));
    const auto messages = wandered.at("messages");
    EXPECT_NE(
        std::find(messages.begin(), messages.end(), "You go back to the copy set aside on turn 3."),
        messages.end())
        << messages.dump();
    // Going back at once is the same game but for the record of it.
    auto straight =
        replayDumpOf(testing::runDelve("--headless --seed 21 --keys 'jjl<F5><F9>yl' --dump"));
    EXPECT_NE(straight.at("hash"), wandered.at("hash"))
        << "going back from another turn is another record";
    auto withoutHash = wandered;
    straight.erase("hash");
    withoutHash.erase("hash");
    EXPECT_EQ(straight, withoutHash);
}

TEST(ReplayCommandLine, ABadRecordingIsAClearErrorWithStatusTwo) {
    const fs::path recording = tempFile("replay_bad.rec");
    std::ofstream(recording) << "delve-recording 1\nseed 5\nclass fighter\nlevel\nstart new\n"
                                "input j\ninput <Jump>\n";
    auto result = testing::runDelve("replay " + recording.string() + " --dump");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("delve replay: " + recording.string() +
                                 ":7:7: bad key `<Jump>` at offset 0: unknown key name"),
              std::string::npos)
        << result.output;

    std::ofstream(recording) << "delve-save 1\n";
    result = testing::runDelve("replay " + recording.string() + " --dump");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find(":1:1: not a Delve recording"), std::string::npos)
        << result.output;
    fs::remove(recording);

    result = testing::runDelve("replay " + recording.string() + " --dump");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("delve replay: "), std::string::npos) << result.output;

    result = testing::runDelve("replay --dump");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("delve replay: FILE: must be given"), std::string::npos)
        << result.output;

    std::ofstream(recording) << "delve-recording 1\nseed 5\nclass fighter\nlevel\nstart new\n";
    for (const char* option :
         {"--seed 4", "--class rogue", "--keys j", "--continue", "--gender male"}) {
        result = testing::runDelve("replay " + recording.string() + " " + option);
        EXPECT_EQ(result.status, 2) << option;
        const std::string name = std::string(option).substr(0, std::string(option).find(' '));
        EXPECT_NE(result.output.find("delve replay: " + name + ": a replay takes its seed"),
                  std::string::npos)
            << result.output;
        EXPECT_NE(result.output.find("from the recording"), std::string::npos) << result.output;
    }
    result = testing::runDelve("replay " + recording.string() + " --frames");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("delve replay: --frames: goes with --headless"), std::string::npos)
        << result.output;
    fs::remove(recording);
}

TEST(ReplayCommandLine, AReplayThatEndsElsewhereSaysSo) {
    const fs::path recording = tempFile("replay_changed.rec");
    std::ofstream(recording) << "delve-recording 1\nseed 5\nclass fighter\nlevel\nstart new\n"
                                "input j\nend 0000000000000001\n";
    const auto result = testing::runDelve("replay " + recording.string() + " --dump");
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.output.find("the recorded run in 0000000000000001"), std::string::npos)
        << result.output;
    fs::remove(recording);
}

}  // namespace
}  // namespace delve

namespace delve {
namespace {

// Headless runs a command to its end after its key; each of those steps is in
// the recording, and a run split by saving explores on just the same.
TEST(ReplayCommandLine, ExploringIsRecordedStepByStepAndReplays) {
    const fs::path recording = tempFile("replay_explore.rec");
    const std::string keys = "oooo";
    const auto recorded = replayDumpOf(testing::runDelve(
        "--headless --seed 25 --keys '" + keys + "' --record " + recording.string() + " --dump"));
    EXPECT_GT(recorded.at("turn").get<int>(), 20) << recorded.dump();
    EXPECT_NE(contents(recording).find("\nstep\n"), std::string::npos);
    const auto replayed =
        replayDumpOf(testing::runDelve("replay " + recording.string() + " --dump"));
    EXPECT_EQ(replayed.at("hash"), recorded.at("hash"));

    const fs::path save = tempFile("explore_split.sav");
    testing::runDelve("--headless --seed 25 --keys oo --save " + save.string());
    const auto split = replayDumpOf(
        testing::runDelve("--headless --continue --save " + save.string() + " --keys oo --dump"));
    EXPECT_EQ(split.at("hash"), recorded.at("hash"));
    fs::remove(recording);
    fs::remove(save);
}

}  // namespace
}  // namespace delve
