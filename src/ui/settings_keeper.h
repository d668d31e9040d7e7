#pragma once

#include <optional>
#include <string>

#include "core/language.h"

namespace delve {

// What the player chose to keep from one start of Delve to the next, apart
// from runs. A setting not given leaves the choice to the defaults (for the
// language: the environment, then English).
struct Settings {
    std::optional<Language> language;

    friend bool operator==(const Settings&, const Settings&) = default;
};

// Keeps the settings. The ui decides when (a setting changed in the menu);
// a keeper decides where, so the ui never touches a file
// (apps/file_settings_keeper.h keeps them in the player's settings file).
// This one keeps nothing: headless runs, replays and tests.
class SettingsKeeper {
  public:
    virtual ~SettingsKeeper() = default;

    // The settings as they stand: as read when Delve started (the defaults
    // if they could not be read), with what has been kept since.
    virtual Settings settings() const { return {}; }

    // Writes the settings down for next time. Throws std::runtime_error when
    // it cannot (a full disk, a folder that cannot be made).
    virtual void keep(const Settings&) {}

    // Why the settings kept before could not be read ("file:line:column:
    // what is wrong"), while that is still so: keeping new ones writes over
    // them, and a screen that changes a setting says so first.
    virtual std::optional<std::string> unreadable() const { return std::nullopt; }
};

}  // namespace delve
