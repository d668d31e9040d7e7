#include <gtest/gtest.h>
#include <unistd.h>

#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_test_games.h"
#include "support/test_rules.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

// A folder of its own for one test, removed with everything in it after.
class SaveFolder {
  public:
    explicit SaveFolder(const std::string& name)
        : path_(fs::temp_directory_path() /
                ("delve_save_" + name + "_" + std::to_string(::getpid()))) {
        fs::remove_all(path_);
        fs::create_directories(path_);
    }
    ~SaveFolder() { fs::remove_all(path_); }
    SaveFolder(const SaveFolder&) = delete;
    SaveFolder& operator=(const SaveFolder&) = delete;
    const fs::path& path() const { return path_; }
    int entries() const {
        return static_cast<int>(std::distance(fs::directory_iterator(path_), {}));
    }

  private:
    fs::path path_;
};

TEST(SaveFile, WritingReplacesTheFileAndLeavesNothingBehind) {
    SaveFolder folder("replace");
    const fs::path file = folder.path() / "run.sav";
    writeFileAtomically(file, "first\n");
    EXPECT_EQ(readWholeFile(file), "first\n");
    writeFileAtomically(file, "second, longer\n");
    EXPECT_EQ(readWholeFile(file), "second, longer\n");
    EXPECT_EQ(folder.entries(), 1) << "no temporary file is left over";
}

TEST(SaveFile, AFailedWriteNamesThePathAndLeavesTheOldFileWhole) {
    SaveFolder folder("fail");
    const fs::path file = folder.path() / "run.sav";
    writeFileAtomically(file, "the old run\n");
    // A folder in the way of the rename makes the last step fail.
    const fs::path blocked = folder.path() / "blocked.sav";
    fs::create_directories(blocked / "inside");
    try {
        writeFileAtomically(blocked, "the new run\n");
        FAIL() << "renaming over a folder succeeded";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find(blocked.string()), std::string::npos)
            << error.what();
    }
    EXPECT_EQ(readWholeFile(file), "the old run\n");
    EXPECT_EQ(folder.entries(), 2) << "the temporary file is removed after a failure";
    // A folder that does not exist cannot hold the temporary file.
    EXPECT_THROW(writeFileAtomically(folder.path() / "nowhere" / "run.sav", "x"),
                 std::runtime_error);
}

TEST(SaveFile, AGameSurvivesTheTripThroughAFile) {
    SaveFolder folder("game");
    const fs::path file = folder.path() / "run.sav";
    Game game(GameOptions{11, "rogue", nullptr, testing::rules()});
    Rng walker(4);
    testing::playRandomly(game, walker, 300);
    saveGameToFile(game, file);
    EXPECT_EQ(stateHash(loadGameFromFile(file, testing::rules())), stateHash(game));
}

TEST(SaveFile, AMissingFileIsASaveError) {
    SaveFolder folder("missing");
    try {
        loadGameFromFile(folder.path() / "none.sav", testing::rules());
        FAIL() << "a missing save loaded";
    } catch (const SaveError& error) {
        EXPECT_NE(std::string(error.what()).find("none.sav"), std::string::npos);
    }
}

TEST(SaveFile, OnlyTheTemporaryFilesOfThatFileAreLeftovers) {
    SaveFolder folder("leftovers");
    const fs::path file = folder.path() / "run.sav";
    writeFileAtomically(file, "the save\n");
    const std::vector<std::string> leftovers = {".run.sav.AbC123", ".run.sav.000000"};
    const std::vector<std::string> others = {".run.sav.AbC12",  ".run.sav.AbC1234",
                                             ".run.sav.ab_123", ".ran.sav.AbC123",
                                             "run.sav.AbC123",  ".run.sav"};
    for (const std::string& name : leftovers) {
        writeFileAtomically(folder.path() / name, "a whole save, never renamed\n");
    }
    for (const std::string& name : others) {
        writeFileAtomically(folder.path() / name, "not ours\n");
    }
    fs::create_directory(folder.path() / ".run.sav.Folder");
    EXPECT_EQ(removeLeftoverTemporaries(file), 2);
    for (const std::string& name : leftovers) {
        EXPECT_FALSE(fs::exists(folder.path() / name)) << name;
    }
    for (const std::string& name : others) {
        EXPECT_TRUE(fs::exists(folder.path() / name)) << name;
    }
    EXPECT_TRUE(fs::is_directory(folder.path() / ".run.sav.Folder"));
    EXPECT_EQ(readWholeFile(file), "the save\n");
    // A folder that is not there has none.
    EXPECT_EQ(removeLeftoverTemporaries(folder.path() / "nowhere" / "run.sav"), 0);
}

}  // namespace
}  // namespace delve
