#pragma once

#include <string>
#include <string_view>

#include "core/source_error.h"
#include "ui/settings_keeper.h"

namespace delve {

// A mistake in a settings file, and where: "file:line:column: what".
class SettingsError : public SourceError {
  public:
    using SourceError::SourceError;
};

// The settings file is TOML, one line a setting (`language = "de"`), with a
// comment at its top saying what each setting is, for a person to edit.
//
// Reads its text; `source` names it in errors. Every key must be a setting
// Delve knows, with a value of its kind; anything else (text that is not
// TOML, a number where a language goes, a language Delve does not speak, a
// key it does not know) throws SettingsError at the first such place in the
// file, so a mistake is never quietly taken for a default.
Settings parseSettings(std::string_view text, const std::string& source);

// The text of a settings file holding `settings`: the comment, then a line
// for each setting that is given.
std::string settingsText(const Settings& settings);

}  // namespace delve
