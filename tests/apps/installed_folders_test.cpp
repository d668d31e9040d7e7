// Where the game finds its data, its page and its catalogs: beside an
// installed binary, in the build's own folders, or where the environment
// says. The file system is a set of paths, so no test needs an installation.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "installed_folders.h"
#include "run_files.h"
#include "support/build_folders.h"
#include "support/fake_environment.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
using testing::environmentOf;

// A file system holding just these paths.
PathExists holding(std::set<fs::path> paths) {
    return [paths = std::move(paths)](const fs::path& path) { return paths.contains(path); };
}

const InstallLayout kDebianLayout{
    "games", {"share/games/delve/data", "share/games/delve/web", "share/locale"}};

TEST(InstalledFolders, ABinaryInTheGamesFolderReadsTheSharedFolders) {
    const auto folders = installedFolders(kDebianLayout, "/usr/games/delve",
                                          holding({"/usr/share/games/delve/data"}));
    ASSERT_TRUE(folders);
    EXPECT_EQ(folders->data, fs::path("/usr/share/games/delve/data"));
    EXPECT_EQ(folders->web, fs::path("/usr/share/games/delve/web"));
    EXPECT_EQ(folders->catalogs, fs::path("/usr/share/locale"));
}

TEST(InstalledFolders, APackageUnpackedAnywhereReadsItsOwnFolders) {
    const auto folders = installedFolders(kDebianLayout, "/tmp/root/usr/games/delve",
                                          holding({"/tmp/root/usr/share/games/delve/data"}));
    ASSERT_TRUE(folders);
    EXPECT_EQ(folders->data, fs::path("/tmp/root/usr/share/games/delve/data"));
    EXPECT_EQ(folders->catalogs, fs::path("/tmp/root/usr/share/locale"));
}

TEST(InstalledFolders, ALayoutOfSeveralNamesIsClimbedNameByName) {
    const InstallLayout layout{"lib/delve/bin", {"share/delve", "share/delve/web", "share/locale"}};
    const auto folders =
        installedFolders(layout, "/opt/lib/delve/bin/delve", holding({"/opt/share/delve"}));
    ASSERT_TRUE(folders);
    EXPECT_EQ(folders->web, fs::path("/opt/share/delve/web"));
    EXPECT_EQ(installedFolders(layout, "/opt/lib/other/bin/delve", holding({"/opt/share/delve"})),
              std::nullopt);
}

TEST(InstalledFolders, WithoutTheDataThereIsNoInstallation) {
    EXPECT_EQ(installedFolders(kDebianLayout, "/usr/games/delve", holding({})), std::nullopt);
    EXPECT_EQ(installedFolders(kDebianLayout, "/usr/games/delve",
                               holding({"/usr/share/games/delve/web", "/usr/share/locale"})),
              std::nullopt);
}

TEST(InstalledFolders, ABinaryOutsideTheGamesFolderIsNotInstalled) {
    const PathExists everything = [](const fs::path&) { return true; };
    EXPECT_EQ(installedFolders(kDebianLayout, "/home/ann/delve/build/release/delve", everything),
              std::nullopt);
    EXPECT_EQ(installedFolders(kDebianLayout, "/delve", everything), std::nullopt);
    EXPECT_EQ(installedFolders(kDebianLayout, "games/delve", everything), std::nullopt);
}

TEST(InstalledFolders, DotsInThePathAreResolvedFirst) {
    const auto folders = installedFolders(kDebianLayout, "/usr/./lib/../games/delve",
                                          holding({"/usr/share/games/delve/data"}));
    ASSERT_TRUE(folders);
    EXPECT_EQ(folders->data, fs::path("/usr/share/games/delve/data"));
}

TEST(GameFolders, TheBuildInstallsAsTheDebianPackageLaysOut) {
    const InstallLayout layout = installLayout();
    EXPECT_EQ(layout.binaries, kDebianLayout.binaries);
    EXPECT_EQ(layout.folders.data, kDebianLayout.folders.data);
    EXPECT_EQ(layout.folders.web, kDebianLayout.folders.web);
    EXPECT_EQ(layout.folders.catalogs, kDebianLayout.folders.catalogs);
}

TEST(GameFolders, AnInstalledBinaryReadsItsInstallation) {
    const GameFolders folders = gameFolders(environmentOf({}), fs::path("/usr/games/delve"),
                                            holding({"/usr/share/games/delve/data"}));
    EXPECT_EQ(folders.data, fs::path("/usr/share/games/delve/data"));
    EXPECT_EQ(folders.web, fs::path("/usr/share/games/delve/web"));
    EXPECT_EQ(folders.catalogs, fs::path("/usr/share/locale"));
}

TEST(GameFolders, ABinaryWhereItWasBuiltReadsTheSourceTreeAndTheBuild) {
    for (const std::optional<fs::path>& binary :
         {std::optional<fs::path>(fs::path(testing::kDelveBinary)), std::optional<fs::path>()}) {
        const GameFolders folders = gameFolders(environmentOf({}), binary, holding({}));
        EXPECT_EQ(folders.data, fs::path(testing::kDataFolder));
        EXPECT_EQ(folders.web, fs::path(testing::kSourceFolder) / "web");
        EXPECT_EQ(folders.catalogs, fs::path(testing::kLocaleFolder));
    }
}

TEST(GameFolders, TheEnvironmentNamesAnyFolderOverBoth) {
    const auto installed = holding({"/usr/share/games/delve/data"});
    const GameFolders folders =
        gameFolders(environmentOf({{"DELVE_DATA", "/mine/data"}, {"DELVE_LOCALE", "/mine/locale"}}),
                    fs::path("/usr/games/delve"), installed);
    EXPECT_EQ(folders.data, fs::path("/mine/data"));
    EXPECT_EQ(folders.web, fs::path("/usr/share/games/delve/web"));
    EXPECT_EQ(folders.catalogs, fs::path("/mine/locale"));
    EXPECT_EQ(gameFolders(environmentOf({{"DELVE_WEB", "/mine/web"}}), std::nullopt, installed).web,
              fs::path("/mine/web"));
}

TEST(GameFolders, AnEmptyVariableIsPassedOver) {
    const GameFolders folders =
        gameFolders(environmentOf({{"DELVE_DATA", ""}, {"DELVE_WEB", ""}}),
                    fs::path("/usr/games/delve"), holding({"/usr/share/games/delve/data"}));
    EXPECT_EQ(folders.data, fs::path("/usr/share/games/delve/data"));
    EXPECT_EQ(folders.web, fs::path("/usr/share/games/delve/web"));
}

}  // namespace
}  // namespace delve
