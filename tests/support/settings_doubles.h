#pragma once

// What tests of the settings and of recordings put in place of files: a
// keeper of settings in memory, the catalogs of a folder, and a recorder
// into a string.
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "support/build_folders.h"
#include "ui/keeping/run_recorder.h"
#include "ui/settings/settings_keeper.h"
#include "ui/text/catalog_source.h"

namespace delve::testing {

// Settings in one language, the rest as by default.
inline Settings settingsIn(Language language) {
    Settings settings;
    settings.language = language;
    return settings;
}

// Keeps the settings in memory, remembering each written, and can be told
// the disk is full or to have found the settings file broken.
class MemoryKeeper : public SettingsKeeper {
  public:
    MemoryKeeper() = default;
    explicit MemoryKeeper(std::vector<std::string> problems)
        : SettingsKeeper(Settings{}, std::move(problems)) {}

    std::vector<Settings> kept;
    bool full = false;

  private:
    void write(const Settings& settings) override {
        if (full) {
            throw std::runtime_error("the disk is full");
        }
        kept.push_back(settings);
    }
};

// The catalogs of one folder: the game's (testing::kLocaleFolder) or the tests'.
class CatalogsIn : public CatalogSource {
  public:
    explicit CatalogsIn(std::filesystem::path folder) : folder_(std::move(folder)) {}
    Catalog catalogFor(Language language) const override { return Catalog(language, folder_); }

  private:
    std::filesystem::path folder_;
};

// A recording kept as text.
class TextRecorder : public RunRecorder {
  public:
    void append(std::string_view lines) override { text += lines; }
    std::string text;
};

}  // namespace delve::testing
