#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ui/settings/settings.h"

namespace delve {

// Keeps the settings. The ui decides when (a setting changed in the menu);
// a keeper decides where, so the ui never touches a file
// (apps/file_settings_keeper.h keeps them in the player's settings file).
// This one keeps them in memory only: headless runs, replays and tests.
class SettingsKeeper {
  public:
    SettingsKeeper() = default;
    virtual ~SettingsKeeper() = default;
    SettingsKeeper(const SettingsKeeper&) = delete;
    SettingsKeeper& operator=(const SettingsKeeper&) = delete;

    // The settings as they stand: as read when Delve started, with what has
    // been kept since.
    const Settings& settings() const { return settings_; }

    // Puts `settings` in use at once, then writes them down for next time.
    // Throws std::runtime_error when it cannot write (a full disk, a folder
    // that cannot be made); they are in use all the same.
    void keep(const Settings& settings) {
        settings_ = settings;
        write(settings);
        problems_.clear();
    }

    // What was wrong in the settings read when Delve started, each as
    // "file:line:column: what is wrong" (the settings concerned kept their
    // defaults), while that is still so: keeping writes over them, and a
    // screen that changes a setting says so first.
    const std::vector<std::string>& problems() const { return problems_; }

  protected:
    SettingsKeeper(Settings first, std::vector<std::string> problems)
        : settings_(std::move(first)), problems_(std::move(problems)) {}

  private:
    // Where a keeper writes the settings down; this one writes nothing.
    virtual void write(const Settings&) {}

    Settings settings_;
    std::vector<std::string> problems_;
};

}  // namespace delve
