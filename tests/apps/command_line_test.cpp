#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "support/build_folders.h"
#include "support/run_delve.h"
#include "support/temp_folder.h"
#include "support/temp_level.h"

namespace delve {
namespace {

using testing::runDelve;

TEST(CommandLine, HeadlessDumpHasTheAgreedFields) {
    const auto result = runDelve("--headless --seed 42 --class fighter --keys 'jjl' --dump");
    ASSERT_EQ(result.status, 0) << result.output;
    const auto state = nlohmann::json::parse(result.output);
    for (const char* field : {"seed", "turn", "depth", "hp", "max_hp", "x", "y", "screen",
                              "explored", "messages", "monsters", "hash"}) {
        EXPECT_TRUE(state.contains(field)) << field;
    }
    EXPECT_EQ(state["seed"], 42);
    EXPECT_EQ(state["depth"], 1);
    EXPECT_EQ(state["screen"], "play");
    EXPECT_GT(state["explored"].get<int>(), 0);
    EXPECT_EQ(state["hash"].get<std::string>().size(), 16u);
}

TEST(CommandLine, TheSameSeedAndKeysGiveTheSameHash) {
    const auto a = runDelve("--headless --seed 9 --keys 'jjjlllkkh' --dump");
    const auto b = runDelve("--headless --seed 9 --keys 'jjjlllkkh' --dump");
    const auto c = runDelve("--headless --seed 10 --keys 'jjjlllkkh' --dump");
    EXPECT_EQ(nlohmann::json::parse(a.output)["hash"], nlohmann::json::parse(b.output)["hash"]);
    EXPECT_NE(nlohmann::json::parse(a.output)["hash"], nlohmann::json::parse(c.output)["hash"]);
}

TEST(CommandLine, FramesPrintsOneFramePerKeyAndTheFirst) {
    const auto result = runDelve("--headless --seed 3 --keys 'jj' --frames --size 60x20");
    ASSERT_EQ(result.status, 0);
    int lines = 0;
    for (char c : result.output) {
        lines += c == '\n' ? 1 : 0;
    }
    // Three frames of 20 rows, with a blank line between frames.
    EXPECT_EQ(lines, 3 * 20 + 2);
}

TEST(CommandLine, UnknownOptionsAndBadValuesAreRefused) {
    auto result = runDelve("--headless --bogus");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.output, "delve: --bogus: unknown option\ntry: delve --help\n");
    result = runDelve("--headless --seed many");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("delve: --seed: \"many\" is not a whole number from 0 up\n"),
              std::string::npos)
        << result.output;
    result = runDelve("--headless --class wizard");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("unknown class \"wizard\""), std::string::npos);
    result = runDelve("--keys jj");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("delve: --keys: goes with --headless"), std::string::npos)
        << result.output;
    result = runDelve("--headless --keys '<Nope>'");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("bad key `<Nope>`"), std::string::npos) << result.output;
}

TEST(CommandLine, ABadLevelFileNamesFileLineAndColumn) {
    const testing::TempLevel level("cli_bad", "#####\n#@.X#\n#####\n");
    const auto result = runDelve("--headless --level " + level.path().string() + " --dump");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find(level.path().string() + ":2:4: unknown symbol `X`"),
              std::string::npos)
        << result.output;
}

TEST(CommandLine, AHandMadeLevelStartsWhereItsAtSignIs) {
    const testing::TempLevel level("cli_good", "#####\n#.@.#\n#####\n");
    const auto result =
        runDelve("--headless --level " + level.path().string() + " --keys l --dump");
    ASSERT_EQ(result.status, 0) << result.output;
    const auto state = nlohmann::json::parse(result.output);
    EXPECT_EQ(state["x"], 3);
    EXPECT_EQ(state["y"], 1);
    EXPECT_EQ(state["turn"], 1);
}

// The views that teach, pressed by a script: no turn passes, no monster
// moves; the dump tells the hero's sight and the run's mark.
TEST(CommandLine, TheViewsThatTeachTakeNoTurn) {
    const std::string run = "--headless --seed 3 --class fighter --level " +
                            std::string(testing::kSourceFolder) +
                            "/data/levels/the_cistern.txt --dump --keys ";
    const auto plain = runDelve(run + "''");
    const auto viewed = runDelve(run + "'<F1><F3><F3><F4><F6><F1><F3>'");
    ASSERT_EQ(plain.status, 0) << plain.output;
    ASSERT_EQ(viewed.status, 0) << viewed.output;
    const auto before = nlohmann::json::parse(plain.output);
    const auto after = nlohmann::json::parse(viewed.output);
    EXPECT_EQ(after["turn"], before["turn"]);
    EXPECT_EQ(after["monsters"], before["monsters"]);
    EXPECT_EQ(before["sight"], "shadowcast");
    EXPECT_EQ(after["sight"], "bresenham");
    EXPECT_EQ(before["saw_hidden_things"], false);
    EXPECT_EQ(after["saw_hidden_things"], true);
    EXPECT_NE(after["hash"], before["hash"]);
}

TEST(CommandLine, ABrokenDataFileStopsTheGameSayingWhere) {
    const auto folder = std::filesystem::temp_directory_path() / "delve_broken_data";
    std::filesystem::create_directories(folder);
    std::filesystem::copy_file(std::filesystem::path(testing::kSourceFolder) / "data/classes.toml",
                               folder / "classes.toml",
                               std::filesystem::copy_options::overwrite_existing);
    std::ofstream(folder / "monsters.toml") << "[rat]\nname = \"rat\"\nhp = -3\n";
    const auto result = runDelve("--headless --dump", "DELVE_DATA=" + folder.string());
    std::filesystem::remove_all(folder);
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("monsters.toml:"), std::string::npos) << result.output;
}

TEST(CommandLine, MonstersAppearInTheDump) {
    const auto result = runDelve("--headless --seed 42 --class rogue --dump");
    ASSERT_EQ(result.status, 0) << result.output;
    const auto state = nlohmann::json::parse(result.output);
    ASSERT_FALSE(state["monsters"].empty());
    for (const auto& monster : state["monsters"]) {
        for (const char* field : {"kind", "x", "y", "hp", "awake", "hunting"}) {
            EXPECT_TRUE(monster.contains(field)) << field;
        }
    }
    EXPECT_EQ(state["class"], "rogue");
}

TEST(CommandLine, HelpListsTheTools) {
    for (const char* asked : {"help", "--help", "-h"}) {
        const auto result = runDelve(asked);
        EXPECT_EQ(result.status, 0) << asked;
        EXPECT_EQ(result.output.rfind("usage: delve [--seed N]", 0), 0U) << result.output;
        EXPECT_NE(result.output.find("\ntools:\n"), std::string::npos) << result.output;
        for (const char* tool : {"  delve sim --games N", "  delve replay FILE", "  delve serve ",
                                 "  delve fov MAPFILE", "  delve help"}) {
            EXPECT_NE(result.output.find(tool), std::string::npos) << tool << "\n" << result.output;
        }
    }
}

TEST(CommandLine, WithNoDisplayAndNoTerminalItSaysWhyAndStops) {
    // A home of its own: the player's save (and another test's hold on it)
    // is never in the way.
    const testing::TempFolder home("cli_no_display");
    const auto result = testing::runDelve(
        "--seed 1 --class fighter < /dev/null",
        "-u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER -u XDG_DATA_HOME HOME=" +
            home.path().string());
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.output.find("playing in the terminal"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("no window, and no terminal either"), std::string::npos)
        << result.output;
}

// Found by hand: --terminal alone said "no terminal either", as if a
// window had been tried.
TEST(CommandLine, TheTerminalAskedForAndMissingIsSaidPlainly) {
    const testing::TempFolder home("cli_no_terminal");
    const auto result = testing::runDelve("--terminal --seed 1 --class fighter < /dev/null",
                                          "-u XDG_DATA_HOME HOME=" + home.path().string());
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.output.find("delve: no terminal: "), std::string::npos) << result.output;
    EXPECT_EQ(result.output.find("either"), std::string::npos) << result.output;
}

}  // namespace
}  // namespace delve
