#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/source_error.h"
#include "ui/settings/settings_keeper.h"

namespace delve {

// A mistake in a settings file, and where: "file:line:column: what".
class SettingsError : public SourceError {
  public:
    using SourceError::SourceError;
};

// The settings file is TOML, one line a setting (`language = "de"`), with a
// comment at its top saying what each setting is, for a person to edit.

// What a settings file held: the settings, and what was wrong in it, each
// as "file:line:column: what".
struct SettingsRead {
    Settings settings;
    std::vector<std::string> problems;
};

// Reads its text; `source` names it in problems. Every key must be a setting
// Delve knows, with a value of its kind; anything else (a number where a
// language goes, a language Delve does not speak, a key it does not know)
// is a problem, and only the setting concerned keeps its default, so one
// mistake never costs the others and is never quietly taken for a default.
// Text that is not TOML at all is one problem, and every setting keeps its
// default.
SettingsRead readSettings(std::string_view text, const std::string& source);

// The text of a settings file holding `settings`: the comment, then a line
// for each setting (the language only when one is chosen).
std::string settingsText(const Settings& settings);

}  // namespace delve
