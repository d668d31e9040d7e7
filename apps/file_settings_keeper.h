#pragma once

#include <filesystem>

#include "settings_file.h"
#include "ui/settings/settings_keeper.h"

namespace delve {

// Keeps the settings in a file (apps/settings_file.h): the player's own
// (run_files.h) or --settings FILE.
class FileSettingsKeeper : public SettingsKeeper {
  public:
    // Reads the file at once. A file that is not there holds the defaults. A
    // setting with a mistake keeps its default, and one that cannot be read
    // at all holds them all; either way the file has problems() and is left
    // as it is, for the player to mend, until a setting is changed in the
    // game.
    explicit FileSettingsKeeper(std::filesystem::path file);

    const std::filesystem::path& file() const { return file_; }

  private:
    FileSettingsKeeper(std::filesystem::path file, SettingsRead read);
    // Writes the file anew (atomically, making its folder when needed).
    void write(const Settings& settings) override;

    std::filesystem::path file_;
};

}  // namespace delve
