// Where the settings file and the catalogs are found.
#include <gtest/gtest.h>

#include <filesystem>

#include "run_files.h"
#include "support/build_folders.h"
#include "support/fake_environment.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
using testing::environmentOf;

TEST(SettingsPaths, TheSettingsLiveInTheXdgConfigFolder) {
    EXPECT_EQ(
        defaultSettingsPath(environmentOf({{"XDG_CONFIG_HOME", "/config"}, {"HOME", "/home/ann"}})),
        fs::path("/config/delve/settings.toml"));
    EXPECT_EQ(defaultSettingsPath(environmentOf({{"HOME", "/home/ann"}})),
              fs::path("/home/ann/.config/delve/settings.toml"));
}

TEST(SettingsPaths, ARelativeOrEmptyConfigFolderIsPassedOver) {
    EXPECT_EQ(
        defaultSettingsPath(environmentOf({{"XDG_CONFIG_HOME", "config"}, {"HOME", "/home/ann"}})),
        fs::path("/home/ann/.config/delve/settings.toml"));
    EXPECT_EQ(defaultSettingsPath(environmentOf({{"XDG_CONFIG_HOME", ""}, {"HOME", "/home/ann"}})),
              fs::path("/home/ann/.config/delve/settings.toml"));
}

TEST(SettingsPaths, WithNoHomeNoSettingsAreKept) {
    EXPECT_EQ(defaultSettingsPath(environmentOf({})), std::nullopt);
    EXPECT_EQ(defaultSettingsPath(environmentOf({{"HOME", "ann"}})), std::nullopt);
}

TEST(SettingsPaths, TheCatalogsAreDelveLocaleOrTheBuilds) {
    EXPECT_EQ(catalogFolder(environmentOf({{"DELVE_LOCALE", "/opt/delve/locale"}})),
              fs::path("/opt/delve/locale"));
    EXPECT_EQ(catalogFolder(environmentOf({})), fs::path(testing::kLocaleFolder));
    EXPECT_EQ(catalogFolder(environmentOf({{"DELVE_LOCALE", ""}})),
              fs::path(testing::kLocaleFolder));
}

}  // namespace
}  // namespace delve
