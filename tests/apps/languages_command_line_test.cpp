// The same run in every language: the rules never see the language, so the
// state hash is the same whichever is chosen, and a recording made in one
// replays in another to the same end.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "support/build_folders.h"
#include "support/run_delve.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

nlohmann::json languagesDumpOf(const testing::CommandResult& result) {
    EXPECT_EQ(result.status, 0) << result.output;
    return nlohmann::json::parse(result.output, nullptr, false);
}

// A walk, a few fights and an exploration on floor 1 of seed 9.
constexpr const char* kKeys = "ooo jjjj llll oo hhhh kk";

TEST(LanguagesCommandLine, TheSameSeedAndKeysGiveTheSameHashInEveryLanguage) {
    const nlohmann::json english = languagesDumpOf(
        testing::runDelve(std::string("--headless --seed 9 --keys '") + kKeys + "' --dump"));
    ASSERT_TRUE(english.contains("hash"));
    for (const char* code : {"bg", "de", "es"}) {
        const nlohmann::json other = languagesDumpOf(testing::runDelve(
            std::string("--headless --seed 9 --lang ") + code + " --keys '" + kKeys + "' --dump"));
        EXPECT_EQ(other.at("hash"), english.at("hash")) << code;
        EXPECT_EQ(other.at("said"), english.at("said")) << code << ": what was said is the same";
        EXPECT_EQ(other.at("language"), code);
        EXPECT_NE(other.at("messages"), english.at("messages"))
            << code << ": the words are the language's own";
    }
}

TEST(LanguagesCommandLine, ARecordingMadeInSpanishReplaysInGermanToTheSameHash) {
    const fs::path recording =
        fs::temp_directory_path() / ("delve_spanish_" + std::to_string(::getpid()) + ".rec");
    const nlohmann::json made =
        languagesDumpOf(testing::runDelve(std::string("--headless --seed 9 --lang es --keys '") +
                                          kKeys + "' --record " + recording.string() + " --dump"));
    const nlohmann::json replayed =
        languagesDumpOf(testing::runDelve("replay " + recording.string() + " --lang de --dump"));
    fs::remove(recording);
    EXPECT_EQ(replayed.at("hash"), made.at("hash"));
    EXPECT_EQ(replayed.at("language"), "de");
}

// The Mine: up to the camp, a conversation with the blacksmith and an
// answer; and a barbarian who reaches level 2 among kobolds and opens her
// skills. People, quests, skills and the hero's name play out the same in
// every language, and a recording made in Bulgarian replays in Spanish.
TEST(LanguagesCommandLine, TheMineAndASkillGiveTheSameHashInEveryLanguage) {
    const std::string level =
        (fs::path(testing::kSourceFolder) / "tests/golden/skills_level.txt").string();
    for (const std::string& run :
         {std::string("--adventure mine --class barbarian --name 'Ана' --seed 3 --keys "
                      "'<lt>llllllllluk1<Esc>jjj'"),
          "--level " + level +
              " --class barbarian --seed 7 --keys 'llllllllllllllllllllllllllaa'"}) {
        const nlohmann::json english =
            languagesDumpOf(testing::runDelve("--headless " + run + " --dump"));
        for (const char* code : {"bg", "de", "es"}) {
            const nlohmann::json other = languagesDumpOf(
                testing::runDelve("--headless " + run + " --lang " + code + " --dump"));
            EXPECT_EQ(other.at("hash"), english.at("hash")) << code << ": " << run;
            EXPECT_EQ(other.at("said"), english.at("said")) << code << ": " << run;
        }
        const fs::path recording =
            fs::temp_directory_path() / ("delve_mine_" + std::to_string(::getpid()) + ".rec");
        const nlohmann::json made = languagesDumpOf(testing::runDelve(
            "--headless " + run + " --lang bg --record " + recording.string() + " --dump"));
        const nlohmann::json replayed = languagesDumpOf(
            testing::runDelve("replay " + recording.string() + " --lang es --dump"));
        fs::remove(recording);
        EXPECT_EQ(replayed.at("hash"), made.at("hash")) << run;
    }
}

}  // namespace
}  // namespace delve
