#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdlib>
#include <fstream>

#include "core/atomic_file.h"
#include "keep/score_file.h"
#include "run_files.h"
#include "run_records.h"
#include "support/scoped_environment.h"
#include "support/temp_folder.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/keeping/morgue.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

// A rogue among goblins, dead within a few turns.
Game deadRogue(std::uint64_t seed) {
    const testing::TempLevel file("records_death",
                                  "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                                  "legend|g|monster|goblin\nend\n");
    Game game(GameOptions{seed, "rogue", file.level(), testing::rules()});
    for (int turn = 0; turn < 500 && !game.isOver(); ++turn) {
        game.act(Wait{});
    }
    return game;
}

using testing::ScopedEnvironment;

TEST(RunRecords, ADeathLeavesAMorgueFileAndARowInTheTable) {
    testing::TempFolder folder("records_first");
    const fs::path records = folder.path() / "data" / "delve";  // made as needed
    const Game game = deadRogue(31);
    ASSERT_TRUE(game.isOver());
    const RunRecord record = recordEndOfRun(game, records, "2024-05-01");
    EXPECT_EQ(record.morgueFile, records / "morgue" / "morgue-2024-05-01-31.txt");
    EXPECT_EQ(readWholeFile(record.morgueFile), morgueText(game));
    EXPECT_EQ(record.board.morgueFile, record.morgueFile.string())
        << "the death screen is told where the morgue file is";
    EXPECT_EQ(record.board.rank, 1);
    EXPECT_TRUE(record.board.notice.empty());
    ASSERT_EQ(record.board.table.entries().size(), 1u);
    EXPECT_EQ(record.board.table.entries()[0], scoreEntryFor(game, "2024-05-01"));
    EXPECT_EQ(loadScoreFile(records / "scores.txt"), record.board.table);
}

TEST(RunRecords, ASecondDeathOnTheSameDayAndSeedKeepsBothMorgues) {
    testing::TempFolder folder("records_twice");
    const Game game = deadRogue(31);
    recordEndOfRun(game, folder.path(), "2024-05-01");
    const RunRecord second = recordEndOfRun(game, folder.path(), "2024-05-01");
    EXPECT_EQ(second.morgueFile.filename(), "morgue-2024-05-01-31-2.txt");
    EXPECT_TRUE(fs::exists(folder.path() / "morgue" / "morgue-2024-05-01-31.txt"));
    EXPECT_EQ(second.board.rank, 2) << "a tie goes after the run already there";
    EXPECT_EQ(second.board.table.entries().size(), 2u);
}

TEST(RunRecords, ARunThatMissesTheTableHasNoRank) {
    testing::TempFolder folder("records_miss");
    std::string text = "delve-scores 1\n";
    for (int i = 0; i < 20; ++i) {
        text += "run 2024-01-01 fighter 9 9 0 100 1 died killed by a troll on floor 9\n";
    }
    writeFileAtomically(folder.path() / "scores.txt", text + "end\n");
    const RunRecord record = recordEndOfRun(deadRogue(3), folder.path(), "2024-05-01");
    EXPECT_EQ(record.board.rank, std::nullopt);
    EXPECT_EQ(record.board.table.entries().size(), 20u);
    EXPECT_TRUE(fs::exists(record.morgueFile)) << "the morgue is written all the same";
}

TEST(RunRecords, ADamagedTableIsSetAsideNotLost) {
    testing::TempFolder folder("records_damaged");
    const std::string damaged = "delve-scores 1\nrun yesterday\n";
    writeFileAtomically(folder.path() / "scores.txt", damaged);
    const RunRecord record = recordEndOfRun(deadRogue(8), folder.path(), "2024-05-01");
    EXPECT_EQ(readWholeFile(folder.path() / "scores.txt.bad"), damaged);
    EXPECT_EQ(record.board.rank, 1);
    EXPECT_EQ(record.board.table.entries().size(), 1u);
    EXPECT_NE(record.board.notice.find("kept as scores.txt.bad"), std::string::npos)
        << record.board.notice;
    EXPECT_EQ(loadScoreFile(folder.path() / "scores.txt"), record.board.table);
    // Damaged again: the first set-aside file is kept too.
    writeFileAtomically(folder.path() / "scores.txt", "garbage\n");
    const RunRecord again = recordEndOfRun(deadRogue(8), folder.path(), "2024-05-02");
    EXPECT_EQ(readWholeFile(folder.path() / "scores.txt.bad"), damaged);
    EXPECT_EQ(readWholeFile(folder.path() / "scores.txt.bad.2"), "garbage\n");
    EXPECT_NE(again.board.notice.find("scores.txt.bad.2"), std::string::npos);
}

TEST(RunRecords, AFolderThatCannotBeWrittenIsAClearError) {
    testing::TempFolder folder("records_blocked");
    writeFileAtomically(folder.path() / "blocked", "a file where the folder should be\n");
    try {
        recordEndOfRun(deadRogue(8), folder.path() / "blocked", "2024-05-01");
        FAIL() << "recorded into a file";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find("blocked"), std::string::npos) << error.what();
    }
}

TEST(RunRecords, TodayIsADateTheTableAccepts) {
    const std::string today = todaysDate();
    const std::string line = "run " + today + " rogue 1 1 0 1 1 died x\n";
    EXPECT_NO_THROW(readScoreFile("delve-scores 1\n" + line + "end\n", "scores.txt")) << today;
}

TEST(RunRecords, TheFolderFollowsXdgDataHomeThenHome) {
    {
        const ScopedEnvironment data("XDG_DATA_HOME", "/somewhere/data");
        const ScopedEnvironment home("HOME", "/home/someone");
        EXPECT_EQ(delveFolder(processEnvironment), fs::path("/somewhere/data/delve"));
    }
    {
        const ScopedEnvironment data("XDG_DATA_HOME", "relative/is/ignored");
        const ScopedEnvironment home("HOME", "/home/someone");
        EXPECT_EQ(delveFolder(processEnvironment), fs::path("/home/someone/.local/share/delve"));
    }
    {
        const ScopedEnvironment data("XDG_DATA_HOME", nullptr);
        const ScopedEnvironment home("HOME", nullptr);
        EXPECT_EQ(delveFolder(processEnvironment), std::nullopt);
    }
}

}  // namespace
}  // namespace delve
