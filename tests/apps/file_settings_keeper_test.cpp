// The settings kept in a file: read at the start, a broken file left as it
// is, written anew only when a setting is changed.
#include <gtest/gtest.h>

#include <filesystem>
#include <stdexcept>

#include "core/atomic_file.h"
#include "file_settings_keeper.h"
#include "settings_file.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

TEST(FileSettingsKeeper, AMissingFileHoldsTheDefaultsAndIsNotMade) {
    const testing::TempFolder folder("settings_missing");
    const fs::path file = folder.path() / "delve" / "settings.toml";
    const FileSettingsKeeper keeper(file);
    EXPECT_EQ(keeper.settings(), Settings{});
    EXPECT_EQ(keeper.unreadable(), std::nullopt);
    EXPECT_FALSE(fs::exists(file.parent_path()));
}

TEST(FileSettingsKeeper, ReadsTheFile) {
    const testing::TempFolder folder("settings_read");
    const fs::path file = folder.path() / "settings.toml";
    writeFileAtomically(file, "language = \"es\"\n");
    EXPECT_EQ(FileSettingsKeeper(file).settings().language, Language::Spanish);
}

TEST(FileSettingsKeeper, AFileWithAMistakeHoldsTheDefaultsSaysWhereAndIsLeftAsItIs) {
    const testing::TempFolder folder("settings_broken");
    const fs::path file = folder.path() / "settings.toml";
    const std::string text = "# my own notes\nlanguage = \"klingon\"\n";
    writeFileAtomically(file, text);
    {
        const FileSettingsKeeper keeper(file);
        EXPECT_EQ(keeper.settings(), Settings{});
        ASSERT_TRUE(keeper.unreadable());
        EXPECT_EQ(keeper.unreadable()->rfind(file.string() + ":2:12: unknown language", 0), 0u)
            << *keeper.unreadable();
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
        ASSERT_TRUE(keeper.unreadable());
        EXPECT_NE(keeper.unreadable()->find("it holds 2097152 bytes, more than the 1048576"),
                  std::string::npos)
            << *keeper.unreadable();
    }
    writeFileAtomically(file, "language = \"" + std::string(100000, 'x') + "\"\n");
    const FileSettingsKeeper keeper(file);
    ASSERT_TRUE(keeper.unreadable());
    EXPECT_LT(keeper.unreadable()->size(), 300u) << *keeper.unreadable();
    EXPECT_NE(keeper.unreadable()->find("(cut short: 100000 bytes in all)"), std::string::npos)
        << *keeper.unreadable();
}

TEST(FileSettingsKeeper, KeepingWritesTheFileAndItsFolder) {
    const testing::TempFolder folder("settings_keep");
    const fs::path file = folder.path() / "config" / "delve" / "settings.toml";
    FileSettingsKeeper keeper(file);
    keeper.keep(Settings{Language::German});
    EXPECT_EQ(keeper.settings().language, Language::German);
    EXPECT_EQ(parseSettings(readWholeFile(file), file.string()).language, Language::German);
    EXPECT_EQ(FileSettingsKeeper(file).settings().language, Language::German);
}

TEST(FileSettingsKeeper, KeepingOverAFileWithAMistakeWritesItAnew) {
    const testing::TempFolder folder("settings_anew");
    const fs::path file = folder.path() / "settings.toml";
    writeFileAtomically(file, "language = 3\n");
    FileSettingsKeeper keeper(file);
    ASSERT_TRUE(keeper.unreadable());
    keeper.keep(Settings{Language::Bulgarian});
    EXPECT_EQ(keeper.unreadable(), std::nullopt);
    EXPECT_EQ(FileSettingsKeeper(file).settings().language, Language::Bulgarian);
}

TEST(FileSettingsKeeper, AFolderWhereTheFileShouldBeCannotBeRead) {
    const testing::TempFolder folder("settings_folder");
    const fs::path file = folder.path() / "settings.toml";
    fs::create_directories(file);
    const FileSettingsKeeper keeper(file);
    EXPECT_EQ(keeper.settings(), Settings{});
    ASSERT_TRUE(keeper.unreadable());
    EXPECT_NE(keeper.unreadable()->find(file.string()), std::string::npos);
}

TEST(FileSettingsKeeper, KeepingWhereNoFolderCanBeMadeThrows) {
    const testing::TempFolder folder("settings_no_folder");
    writeFileAtomically(folder.path() / "plain", "a file, not a folder\n");
    FileSettingsKeeper keeper(folder.path() / "plain" / "settings.toml");
    EXPECT_THROW(keeper.keep(Settings{Language::German}), std::runtime_error);
    EXPECT_EQ(keeper.settings(), Settings{});
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
