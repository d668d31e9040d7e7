#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/language.h"
#include "ui/settings/settings_keeper.h"
#include "ui/text/catalog_source.h"

namespace delve {

// The App's part that holds the player's settings: the keeper that
// remembers them for next time, and the catalogs to read a language from.
// Both belong to the caller and must outlive the App; without them the
// settings live as long as the App, and English alone can be chosen.
class PlayerSettings {
  public:
    void setKeeper(SettingsKeeper& keeper) { keeper_ = &keeper; }
    void setCatalogs(const CatalogSource& catalogs) { catalogs_ = &catalogs; }

    const Settings& current() const { return keeper_->settings(); }
    // The keys as the player has them (made from current()).
    Keymap keymap() const { return keymapOf(current()); }
    // What was wrong in the settings file, until a change writes it anew.
    const std::vector<std::string>& problems() const { return keeper_->problems(); }

    // Puts the settings in use at once and keeps them for next time; no turn
    // passes. Nothing when all went well, else why they could not be kept
    // (they are in use all the same).
    std::optional<std::string> change(const Settings& settings);

    // Puts the language's catalog in use and keeps the choice. Nothing when
    // all went well, else what went wrong, for the list to say (the language
    // then stays as it was, unless only keeping it failed). A frontend that
    // shows only ASCII cannot show the letters of most languages.
    std::optional<std::string> chooseLanguage(Language language, bool asciiOnly);

  private:
    SettingsKeeper inMemory_;
    SettingsKeeper* keeper_ = &inMemory_;
    const CatalogSource* catalogs_ = nullptr;
};

}  // namespace delve
