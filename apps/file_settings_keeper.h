#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "ui/settings_keeper.h"

namespace delve {

// Keeps the settings in a file (apps/settings_file.h): the player's own
// (run_files.h) or --settings FILE.
class FileSettingsKeeper : public SettingsKeeper {
  public:
    // Reads the file at once. A file that is not there holds the defaults.
    // One that cannot be read, or has a mistake, holds the defaults too and
    // is unreadable(): it is left as it is, for the player to mend, until a
    // setting is changed in the game.
    explicit FileSettingsKeeper(std::filesystem::path file);

    Settings settings() const override { return settings_; }
    // Writes the file anew (atomically, making its folder when needed).
    void keep(const Settings& settings) override;
    std::optional<std::string> unreadable() const override { return unreadable_; }

    const std::filesystem::path& file() const { return file_; }

  private:
    std::filesystem::path file_;
    Settings settings_;
    std::optional<std::string> unreadable_;
};

}  // namespace delve
