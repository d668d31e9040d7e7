#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "support/run_delve.h"
#include "support/temp_folder.h"
#include "support/temp_level.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
using testing::runDelve;

// A rogue among goblins: dead well within a hundred waits.
const std::string kGoblinPit = "#######\n#@ggg.#\n#.ggg.#\n#######\nlegend|g|monster|goblin\nend\n";
const std::string kWaits(100, '.');

// The environment for a run that must not touch the real home folder.
std::string recordsHomeIn(const fs::path& folder) {
    return "-u XDG_DATA_HOME HOME=" + folder.string();
}

int filesUnder(const fs::path& folder) {
    int count = 0;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        count += entry.is_regular_file() ? 1 : 0;
    }
    return count;
}

TEST(RecordsCommandLine, AHeadlessDeathWithRecordsWritesThemAndShowsTheTable) {
    testing::TempFolder folder("cli_records");
    const testing::TempLevel level("cli_records_pit", kGoblinPit);
    const fs::path records = folder.path() / "records";
    const auto result =
        runDelve("--headless --seed 1 --class rogue --level " + level.path().string() +
                     " --keys '" + kWaits + "' --records " + records.string(),
                 recordsHomeIn(folder.path()));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("You have died"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("The best runs"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("> 1  Nell  Rogue      The Dungeon      1      1      0"),
              std::string::npos)
        << result.output;
    EXPECT_TRUE(fs::exists(records / "scores.txt"));
    ASSERT_TRUE(fs::exists(records / "morgue"));
    EXPECT_EQ(std::distance(fs::directory_iterator(records / "morgue"), {}), 1);
    EXPECT_EQ(filesUnder(folder.path()), 2) << "nothing beside the records";

    const auto scores = runDelve("scores --file " + (records / "scores.txt").string());
    EXPECT_EQ(scores.status, 0) << scores.output;
    EXPECT_NE(
        scores.output.find(
            " #  Hero  Class      Adventure    Level  Floor   Gold   Turns  Date        Fate\n"
            " 1  Nell  Rogue      The Dungeon      1      1      0"),
        std::string::npos)
        << scores.output;
    EXPECT_NE(scores.output.find("killed by a goblin on floor 1\n"), std::string::npos);
}

// A run that was shown the whole floor (F1) is marked in the table, and the
// table says what the mark means.
TEST(RecordsCommandLine, ARunShownHiddenThingsIsMarkedInTheTable) {
    testing::TempFolder folder("cli_records_marked");
    const testing::TempLevel level("cli_records_marked_pit", kGoblinPit);
    const fs::path records = folder.path() / "records";
    const auto result =
        runDelve("--headless --seed 1 --class rogue --level " + level.path().string() +
                     " --keys '<F1>" + kWaits + "' --records " + records.string(),
                 recordsHomeIn(folder.path()));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("> 1* Nell  Rogue"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("| * the run was shown what its hero did not know (F1, F3)"),
              std::string::npos)
        << result.output;

    const auto scores = runDelve("scores --file " + (records / "scores.txt").string());
    EXPECT_EQ(scores.status, 0) << scores.output;
    EXPECT_NE(scores.output.find("\n 1* Nell  Rogue      The Dungeon      1      1      0"),
              std::string::npos)
        << scores.output;
    EXPECT_NE(scores.output.find("\n* the run was shown what its hero did not know (F1, F3)\n"),
              std::string::npos)
        << scores.output;
    // A table without a marked run needs no legend.
    std::ofstream(folder.path() / "plain.txt")
        << "delve-scores 4\nrun 2024-05-01 fighter 3 0 4 0 1234 42 0 died killed_by "
           "monster=orc number=4\nend\n";
    const auto plain = runDelve("scores --file " + (folder.path() / "plain.txt").string());
    EXPECT_EQ(plain.output.find("the run was shown"), std::string::npos) << plain.output;
    EXPECT_NE(plain.output.find("\n 1        Fighter    The Dungeon"), std::string::npos)
        << plain.output;
}

TEST(RecordsCommandLine, AHeadlessDeathWithoutRecordsWritesNothing) {
    testing::TempFolder folder("cli_no_records");
    const testing::TempLevel level("cli_no_records_pit", kGoblinPit);
    const auto result = runDelve("--headless --seed 5 --class rogue --level " +
                                     level.path().string() + " --keys '" + kWaits + "' --dump",
                                 recordsHomeIn(folder.path()));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("\"screen\":\"death\""), std::string::npos) << result.output;
    EXPECT_EQ(filesUnder(folder.path()), 0);
}

TEST(RecordsCommandLine, ScoresSaysWhenThereIsNoTableYet) {
    testing::TempFolder folder("cli_scores_none");
    const auto result = runDelve("scores", recordsHomeIn(folder.path()));
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("No runs recorded yet"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find(".local/share/delve/scores.txt"), std::string::npos)
        << result.output;
    EXPECT_EQ(filesUnder(folder.path()), 0) << "looking writes nothing";
}

TEST(RecordsCommandLine, ScoresReadsTheXdgDataFolder) {
    testing::TempFolder folder("cli_scores_xdg");
    fs::create_directories(folder.path() / "delve");
    std::ofstream(folder.path() / "delve" / "scores.txt")
        << "delve-scores 1\nrun 2024-05-01 fighter 3 4 0 1234 42 died killed by an orc\nend\n";
    const auto result = runDelve("scores", "XDG_DATA_HOME=" + folder.path().string());
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_NE(
        result.output.find(
            " 1        Fighter    The Dungeon      3      4      0    1234  2024-05-01  killed by "
            "an orc\n"),
        std::string::npos)
        << result.output;
}

TEST(RecordsCommandLine, ScoresSpeaksTheLanguageAskedFor) {
    testing::TempFolder folder("cli_scores_lang");
    const fs::path file = folder.path() / "scores.txt";
    std::ofstream(file) << "delve-scores 3\nrun 2024-05-01 fighter 3 0 4 0 1234 42 died "
                           "killed_by monster=orc number=4\nend\n";
    const auto german = runDelve("scores --lang de --file " + file.string());
    EXPECT_EQ(german.status, 0) << german.output;
    EXPECT_NE(german.output.find("Die besten Partien ("), std::string::npos) << german.output;
    EXPECT_NE(german.output.find(
                  " #  Held  Klasse   Abenteuer    Stufe  Ebene   Gold    Züge  Datum       "
                  "Schicksal\n"
                  " 1        Kämpfer  Das Verlies      3      4"),
              std::string::npos)
        << german.output;
    EXPECT_NE(german.output.find("auf Ebene 4 von einem Ork getötet"), std::string::npos)
        << german.output;
    const auto spanish = runDelve("scores --file " + file.string(), "LANG=es_ES.UTF-8");
    EXPECT_NE(spanish.output.find("víctima de un orco en el piso 4"), std::string::npos)
        << spanish.output;
    const auto unknown = runDelve("scores --lang fr --file " + file.string());
    EXPECT_EQ(unknown.status, 2);
    EXPECT_NE(unknown.output.find("delve scores: --lang: \"fr\" is not one of bg, de, en, es"),
              std::string::npos)
        << unknown.output;
}

TEST(RecordsCommandLine, ADamagedTableIsExitStatus2WithItsLine) {
    testing::TempFolder folder("cli_scores_bad");
    const fs::path file = folder.path() / "scores.txt";
    std::ofstream(file)
        << "delve-scores 1\n# fine\nrun 2024-05-01 fighter 3 4 0 12 42 lost x\nend\n";
    const auto result = runDelve("scores --file " + file.string());
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_NE(result.output.find(file.string() + ":3:"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("the outcome is died, won or alive, not \"lost\""),
              std::string::npos)
        << result.output;
    EXPECT_EQ(runDelve("scores --frobnicate").status, 2);
}

}  // namespace
}  // namespace delve
