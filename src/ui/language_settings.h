#pragma once

#include <optional>
#include <string>

#include "core/language.h"
#include "ui/settings_keeper.h"
#include "ui/text/catalog_source.h"

namespace delve {

// The App's part that holds the player's language: the catalogs to read it
// from and the keeper that remembers the choice for next time. Both belong
// to the caller and must outlive the App; without them nothing is kept and
// English alone can be chosen.
class LanguageSettings {
  public:
    void setKeeper(SettingsKeeper& keeper) { keeper_ = &keeper; }
    void setCatalogs(const CatalogSource& catalogs) { catalogs_ = &catalogs; }
    const SettingsKeeper& keeper() const;

    // Puts the language's catalog in use at once and keeps the choice for
    // next time; no turn passes. Nothing when all went well, else what went
    // wrong, for the list to say (the language then stays as it was, unless
    // only keeping it failed). A frontend that shows only ASCII cannot
    // show the letters of most languages.
    std::optional<std::string> choose(Language language, bool asciiOnly);

  private:
    SettingsKeeper* keeper_ = nullptr;
    const CatalogSource* catalogs_ = nullptr;
};

}  // namespace delve
