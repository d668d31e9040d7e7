// What the command line says when it cannot start a run: the plain truth,
// and exit status 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/atomic_file.h"
#include "support/build_folders.h"
#include "support/run_delve.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
using testing::runDelve;

// No display and no home of the player's: nothing opens, nothing is touched.
std::string homeIn(const fs::path& folder) {
    return "-u XDG_DATA_HOME -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER HOME=" +
           folder.string();
}

TEST(CommandLineMessages, ContinuingWithNoSaveSaysThereIsNoSavedRunAndWhere) {
    testing::TempFolder folder("cli_no_save");
    const fs::path save = folder.path() / "run.sav";
    const auto result = runDelve("--headless --continue --save " + save.string() + " --keys j");
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_NE(result.output.find("delve: cannot continue: there is no saved run (looked for " +
                                 save.string() + ")"),
              std::string::npos)
        << result.output;
    EXPECT_EQ(result.output.find("cannot read"), std::string::npos) << result.output;
}

TEST(CommandLineMessages, ContinuingInAWindowOrTerminalLooksInTheHomeFolder) {
    testing::TempFolder folder("cli_no_home_save");
    const fs::path save = folder.path() / ".local" / "share" / "delve" / "save.txt";
    const auto result = runDelve("--continue < /dev/null", homeIn(folder.path()));
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_NE(result.output.find("there is no saved run (looked for " + save.string() + ")"),
              std::string::npos)
        << result.output;
    EXPECT_EQ(result.output.find(":1:1:"), std::string::npos) << result.output;
}

// A save killed after its text was whole but before its rename leaves a
// whole save under a temporary name: with no save in its place, it is the
// save, and the run goes on from it.
TEST(CommandLineMessages, AWholeLeftoverOfAnInterruptedSaveIsRecovered) {
    testing::TempFolder folder("cli_leftover");
    const fs::path save = folder.path() / "save.txt";
    ASSERT_EQ(runDelve("--headless --seed 4 --keys jj --save " + save.string()).status, 0);
    const std::string saved = readWholeFile(save);
    const fs::path leftover = folder.path() / ".save.txt.Ab12yZ";
    fs::rename(save, leftover);
    const fs::path asideLeftover = folder.path() / ".save.aside.txt.q9W3e1";
    writeFileAtomically(asideLeftover, saved);
    const fs::path partLeftover = folder.path() / ".save.aside.txt.Zz9Zz9";
    writeFileAtomically(partLeftover, saved.substr(0, saved.size() / 2));
    const fs::path stranger = folder.path() / ".save.txt.notours";
    writeFileAtomically(stranger, "someone else's\n");

    const auto result = runDelve("--headless --continue --save " + save.string() + " --keys ''");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("recovered " + save.string()), std::string::npos) << result.output;
    EXPECT_FALSE(fs::exists(leftover));
    EXPECT_TRUE(fs::exists(save));
    EXPECT_EQ(readWholeFile(folder.path() / "save.aside.txt"), saved) << "the copy too";
    EXPECT_FALSE(fs::exists(partLeftover)) << "half a save is of no use";
    EXPECT_TRUE(fs::exists(stranger)) << "a name mkstemp did not make is left alone";
}

// Beside a save, a whole leftover is not thrown away either: it is kept
// under a name that says what it is, and the run goes on from the save.
TEST(CommandLineMessages, AWholeLeftoverBesideASaveIsKeptAndNamed) {
    testing::TempFolder folder("cli_leftover_beside");
    const fs::path save = folder.path() / "save.txt";
    ASSERT_EQ(runDelve("--headless --seed 4 --keys jj --save " + save.string()).status, 0);
    const fs::path leftover = folder.path() / ".save.txt.Ab12yZ";
    writeFileAtomically(leftover, readWholeFile(save));

    const auto result = runDelve("--headless --continue --save " + save.string() + " --keys ''");
    EXPECT_EQ(result.status, 0) << result.output;
    const fs::path kept = folder.path() / "save.interrupted.txt";
    EXPECT_NE(result.output.find("is kept as " + kept.string()), std::string::npos)
        << result.output;
    EXPECT_TRUE(fs::exists(kept));
    EXPECT_FALSE(fs::exists(leftover));
}

TEST(CommandLineMessages, AnUnknownClassIsRefusedWithTheClassesOfTheData) {
    auto result = runDelve("--headless --class wizard");
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_NE(result.output.find(
                  "delve: unknown class \"wizard\"; the classes are fighter, rogue, barbarian"),
              std::string::npos)
        << result.output;
    // The same before a window or terminal is tried.
    testing::TempFolder folder("cli_class");
    result = runDelve("--class wizard < /dev/null", homeIn(folder.path()));
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_NE(result.output.find("the classes are fighter, rogue, barbarian"), std::string::npos)
        << result.output;
    EXPECT_EQ(result.output.find("no terminal"), std::string::npos) << result.output;
}

TEST(CommandLineMessages, TheClassesListedAreTheDataFilesOwn) {
    testing::TempFolder data("cli_class_data");
    const fs::path source = fs::path(testing::kSourceFolder) / "data";
    for (const char* file :
         {"monsters.toml", "items.toml", "looks.toml", "traps.toml", "conditions.toml",
          "lights.toml", "people.toml", "dungeon.toml", "quests.toml", "dialogue.toml"}) {
        fs::copy_file(source / file, data.path() / file);
    }
    fs::copy(source / "levels", data.path() / "levels", fs::copy_options::recursive);
    std::string classes = readWholeFile(source / "classes.toml");
    // The barbarian renamed: the list follows the file.
    const std::size_t table = classes.find("[barbarian]");
    ASSERT_NE(table, std::string::npos);
    classes.replace(table, 11, "[berserker]");
    writeFileAtomically(data.path() / "classes.toml", classes);
    // Its skills follow it.
    std::string skills = readWholeFile(source / "skills.toml");
    for (std::size_t at = skills.find("class = \"barbarian\""); at != std::string::npos;
         at = skills.find("class = \"barbarian\"", at)) {
        skills.replace(at, 19, "class = \"berserker\"");
    }
    writeFileAtomically(data.path() / "skills.toml", skills);
    // And the Mine's numbers for it.
    std::string mine = readWholeFile(source / "mine.toml");
    const std::size_t numbers = mine.find("\n[hero.barbarian]");
    ASSERT_NE(numbers, std::string::npos);
    mine.replace(numbers + 1, 16, "[hero.berserker]");
    writeFileAtomically(data.path() / "mine.toml", mine);
    const auto result =
        runDelve("--headless --class barbarian", "DELVE_DATA=" + data.path().string());
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_NE(result.output.find("the classes are fighter, rogue, berserker"), std::string::npos)
        << result.output;
}

}  // namespace
}  // namespace delve
