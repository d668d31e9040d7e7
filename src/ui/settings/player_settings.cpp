// The settings changed from the menu: in use at once and kept for next time
// through the SettingsKeeper.
#include "ui/settings/player_settings.h"

#include <exception>

#include "ui/text/language_choice.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

// What choosing a language says when it could not be done in full.
std::string cannotShowLetters(Language language) {
    return trf("This terminal cannot show the letters of \"{code}\": its locale is not UTF-8.",
               SentenceArguments{}.text("code", std::string(languageCode(language))));
}

}  // namespace

std::optional<std::string> PlayerSettings::change(const Settings& settings) {
    try {
        keeper_->keep(settings);
    } catch (const std::exception& error) {
        return trf("In use now, but it could not be kept for next time: {why}",
                   SentenceArguments{}.text("why", error.what()));
    }
    return std::nullopt;
}

std::optional<std::string> PlayerSettings::chooseLanguage(Language language, bool asciiOnly) {
    if (asciiOnly && !writtenInAscii(language)) {
        return cannotShowLetters(language);
    }
    static const CatalogSource englishOnly;
    try {
        useCatalog((catalogs_ != nullptr ? *catalogs_ : englishOnly).catalogFor(language));
    } catch (const CatalogError& error) {
        return std::string(error.what());
    }
    Settings settings = current();
    settings.language = language;
    return change(settings);
}

}  // namespace delve
