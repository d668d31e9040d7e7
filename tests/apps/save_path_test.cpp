// What may stand at a save's path, and who may play from it: a link is
// written through, anything but a file is refused by name, and one game at
// a time plays from a save.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "core/atomic_file.h"
#include "file_keeper.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "run_files.h"
#include "support/run_delve.h"
#include "support/temp_folder.h"
#include "support/test_rules.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

Game aGame() {
    return Game(GameOptions{8, "rogue", nullptr, testing::rules()});
}

TEST(SavePath, ALinkedSaveIsWrittenThroughToItsFile) {
    const testing::TempFolder folder("save_link");
    fs::create_directories(folder.path() / "real");
    const fs::path target = folder.path() / "real" / "run.txt";
    const fs::path link = folder.path() / "save.txt";
    fs::create_symlink(fs::path("real") / "run.txt", link);
    FileKeeper keeper(link, testing::rules());
    keeper.save(aGame());
    EXPECT_TRUE(fs::is_symlink(link)) << "the link stays a link";
    ASSERT_TRUE(fs::is_regular_file(target));
    EXPECT_EQ(stateHash(keeper.savedRun()->game), stateHash(aGame()));
    EXPECT_TRUE(fs::exists(folder.path() / "real" / "run.journal.txt"))
        << "the journal is beside the file the link names";
}

TEST(SavePath, AFileThatIsNotASaveIsNeverWrittenOver) {
    const testing::TempFolder folder("save_notes");
    const fs::path notes = folder.path() / "notes.txt";
    std::ofstream(notes) << "milk, eggs\n";
    const auto result =
        testing::runDelve("--headless --seed 3 --keys lll --save " + notes.string());
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("that file is not a Delve save"), std::string::npos)
        << result.output;
    std::ifstream in(notes);
    const std::string kept((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(kept, "milk, eggs\n");
}

TEST(SavePath, ASaveAnEmptyFileOrNothingAtTheNamedPathIsTaken) {
    const testing::TempFolder folder("save_taken");
    const fs::path save = folder.path() / "run.sav";
    saveGameToFile(aGame(), save);
    EXPECT_EQ(checkNamedSave(save), std::nullopt);
    const fs::path empty = folder.path() / "empty.sav";
    std::ofstream{empty};
    EXPECT_EQ(checkNamedSave(empty), std::nullopt);
    EXPECT_EQ(checkNamedSave(folder.path() / "none.sav"), std::nullopt);
}

TEST(SavePath, ALinkToNothingSaysWhereTheRunWillBeKeptFirst) {
    const testing::TempFolder folder("save_dangling");
    const fs::path link = folder.path() / "save.sav";
    fs::create_symlink("elsewhere.sav", link);
    const auto note = checkNamedSave(link);
    ASSERT_TRUE(note);
    EXPECT_NE(note->find("elsewhere.sav, which does not exist yet: the run will be kept there"),
              std::string::npos)
        << *note;
    const auto result = testing::runDelve("--headless --seed 3 --keys lll --save " + link.string());
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("which does not exist yet"), std::string::npos) << result.output;
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_TRUE(fs::is_regular_file(folder.path() / "elsewhere.sav"));
}

TEST(SavePath, AFolderAtTheSavePathIsRefusedByName) {
    const testing::TempFolder folder("save_folder");
    const fs::path save = folder.path() / "save.txt";
    fs::create_directories(save);
    try {
        FileKeeper keeper(save, testing::rules());
        FAIL() << "a folder was taken for a save";
    } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()),
                  "the save " + save.string() + " is a folder, not a file");
    }
    const auto result = testing::runDelve("--headless --continue --save " + save.string());
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("is a folder, not a file"), std::string::npos) << result.output;
}

TEST(SavePath, APipeOrADeviceIsNeverReplaced) {
    const testing::TempFolder folder("save_pipe");
    const fs::path pipe = folder.path() / "save.txt";
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    EXPECT_THROW(FileKeeper(pipe, testing::rules()), std::invalid_argument);
    EXPECT_THROW(writeFileAtomically(pipe, "text"), std::runtime_error);
    EXPECT_TRUE(fs::is_fifo(pipe)) << "still the pipe";
    // The check every atomic write makes first; never tried by writing, so
    // a fault here could not replace the machine's /dev/null.
    try {
        checkFileOrAbsent("/dev/null");
        FAIL() << "a device passed for a file";
    } catch (const std::runtime_error& error) {
        EXPECT_EQ(std::string(error.what()), "/dev/null is a device, not a file");
    }
}

TEST(SavePath, ASecondGameOnTheSameSaveIsRefusedWithWhoHoldsIt) {
    const testing::TempFolder folder("save_lock");
    const fs::path save = folder.path() / "save.txt";
    FileKeeper first(save, testing::rules());
    first.lock();
    FileKeeper second(save, testing::rules());
    try {
        second.lock();
        FAIL() << "two games on one save";
    } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()),
                  "the save " + save.string() + " is in use by process " +
                      std::to_string(::getpid()) + ": one game at a time plays from a save");
    }
    const auto result = testing::runDelve("--headless --keys j --save " + save.string());
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("is in use by process"), std::string::npos) << result.output;
}

TEST(SavePath, TheLockGoesWithTheGameThatHeldIt) {
    const testing::TempFolder folder("save_unlock");
    const fs::path save = folder.path() / "save.txt";
    {
        FileKeeper first(save, testing::rules());
        first.lock();
    }
    FileKeeper second(save, testing::rules());
    EXPECT_NO_THROW(second.lock());
}

}  // namespace
}  // namespace delve
