// The settings kept in a file: read at the start, a broken file left as it
// is, written anew only when a setting is changed.
#include <gtest/gtest.h>

#include <filesystem>
#include <stdexcept>

#include "core/atomic_file.h"
#include "file_settings_keeper.h"
#include "settings_file.h"
#include "support/settings_doubles.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

TEST(FileSettingsKeeper, AMissingFileHoldsTheDefaultsAndIsNotMade) {
    const testing::TempFolder folder("settings_missing");
    const fs::path file = folder.path() / "delve" / "settings.toml";
    const FileSettingsKeeper keeper(file);
    EXPECT_EQ(keeper.settings(), Settings{});
    EXPECT_TRUE(keeper.problems().empty());
    EXPECT_FALSE(fs::exists(file.parent_path()));
}

TEST(FileSettingsKeeper, ReadsTheFile) {
    const testing::TempFolder folder("settings_read");
    const fs::path file = folder.path() / "settings.toml";
    writeFileAtomically(file, "language = \"es\"\n");
    EXPECT_EQ(FileSettingsKeeper(file).settings().language, Language::Spanish);
}

TEST(FileSettingsKeeper, AMistakeCostsItsSettingSaysWhereAndTheFileIsLeftAsItIs) {
    const testing::TempFolder folder("settings_broken");
    const fs::path file = folder.path() / "settings.toml";
    const std::string text = "# my own notes\nlanguage = \"klingon\"\nvolume = 40\n";
    writeFileAtomically(file, text);
    {
        const FileSettingsKeeper keeper(file);
        Settings expected;
        expected.volume = 40;
        EXPECT_EQ(keeper.settings(), expected);
        ASSERT_EQ(keeper.problems().size(), 1u);
        EXPECT_EQ(keeper.problems()[0].rfind(file.string() + ":2:12: unknown language", 0), 0u)
            << keeper.problems()[0];
    }
    EXPECT_EQ(readWholeFile(file), text);
}

// Found by hand: a settings file padded with 50 MB was read whole before
// it was refused, and its long value was echoed whole to standard error.
TEST(FileSettingsKeeper, AHugeFileIsRefusedUnreadAndALongValueIsQuotedShort) {
    const testing::TempFolder folder("settings_huge");
    const fs::path file = folder.path() / "settings.toml";
    writeFileAtomically(file, std::string(2u << 20, '\n'));
    {
        const FileSettingsKeeper keeper(file);
        ASSERT_EQ(keeper.problems().size(), 1u);
        EXPECT_NE(keeper.problems()[0].find("it holds 2097152 bytes, more than the 1048576"),
                  std::string::npos)
            << keeper.problems()[0];
    }
    writeFileAtomically(file, "language = \"" + std::string(100000, 'x') + "\"\n");
    const FileSettingsKeeper keeper(file);
    ASSERT_EQ(keeper.problems().size(), 1u);
    EXPECT_LT(keeper.problems()[0].size(), 300u) << keeper.problems()[0];
    EXPECT_NE(keeper.problems()[0].find("(cut short: 100000 bytes in all)"), std::string::npos)
        << keeper.problems()[0];
}

TEST(FileSettingsKeeper, KeepingWritesTheFileAndItsFolder) {
    const testing::TempFolder folder("settings_keep");
    const fs::path file = folder.path() / "config" / "delve" / "settings.toml";
    FileSettingsKeeper keeper(file);
    keeper.keep(testing::settingsIn(Language::German));
    EXPECT_EQ(keeper.settings().language, Language::German);
    EXPECT_EQ(readSettings(readWholeFile(file), file.string()).settings.language, Language::German);
    EXPECT_EQ(FileSettingsKeeper(file).settings().language, Language::German);
}

TEST(FileSettingsKeeper, KeepingOverAFileWithAMistakeWritesItAnew) {
    const testing::TempFolder folder("settings_anew");
    const fs::path file = folder.path() / "settings.toml";
    writeFileAtomically(file, "language = 3\n");
    FileSettingsKeeper keeper(file);
    ASSERT_EQ(keeper.problems().size(), 1u);
    keeper.keep(testing::settingsIn(Language::Bulgarian));
    EXPECT_TRUE(keeper.problems().empty());
    EXPECT_EQ(FileSettingsKeeper(file).settings().language, Language::Bulgarian);
}

TEST(FileSettingsKeeper, AFolderWhereTheFileShouldBeCannotBeRead) {
    const testing::TempFolder folder("settings_folder");
    const fs::path file = folder.path() / "settings.toml";
    fs::create_directories(file);
    const FileSettingsKeeper keeper(file);
    EXPECT_EQ(keeper.settings(), Settings{});
    ASSERT_EQ(keeper.problems().size(), 1u);
    EXPECT_NE(keeper.problems()[0].find(file.string()), std::string::npos);
}

TEST(FileSettingsKeeper, KeepingWhereNoFolderCanBeMadeThrows) {
    const testing::TempFolder folder("settings_no_folder");
    writeFileAtomically(folder.path() / "plain", "a file, not a folder\n");
    FileSettingsKeeper keeper(folder.path() / "plain" / "settings.toml");
    // In use all the same, for as long as Delve runs.
    EXPECT_THROW(keeper.keep(testing::settingsIn(Language::German)), std::runtime_error);
    EXPECT_EQ(keeper.settings().language, Language::German);
    EXPECT_EQ(FileSettingsKeeper(folder.path() / "plain" / "settings.toml").settings(), Settings{});
}

TEST(FileSettingsKeeper, ALeftoverOfAnInterruptedWriteIsRemoved) {
    const testing::TempFolder folder("settings_leftover");
    const fs::path file = folder.path() / "settings.toml";
    const fs::path leftover = folder.path() / ".settings.toml.Ab12yZ";
    writeFileAtomically(leftover, "language = \"de\"\n");
    const FileSettingsKeeper keeper(file);
    EXPECT_FALSE(fs::exists(leftover));
    EXPECT_EQ(keeper.settings(), Settings{});
}

}  // namespace
}  // namespace delve
