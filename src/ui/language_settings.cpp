// The language chosen from the menu: in use at once and kept for next time
// through the SettingsKeeper.
#include "ui/language_settings.h"

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

std::string inUseButNotKept(const std::exception& error) {
    return trf("In use now, but it could not be kept for next time: {why}",
               SentenceArguments{}.text("why", error.what()));
}

}  // namespace

const SettingsKeeper& LanguageSettings::keeper() const {
    static const SettingsKeeper keepsNothing;
    return keeper_ != nullptr ? *keeper_ : keepsNothing;
}

std::optional<std::string> LanguageSettings::choose(Language language, bool asciiOnly) {
    if (asciiOnly && !writtenInAscii(language)) {
        return cannotShowLetters(language);
    }
    static const CatalogSource englishOnly;
    try {
        useCatalog((catalogs_ != nullptr ? *catalogs_ : englishOnly).catalogFor(language));
    } catch (const CatalogError& error) {
        return std::string(error.what());
    }
    if (keeper_ == nullptr) {
        return std::nullopt;
    }
    Settings settings = keeper_->settings();
    settings.language = language;
    try {
        keeper_->keep(settings);
    } catch (const std::exception& error) {
        return inUseButNotKept(error);
    }
    return std::nullopt;
}

}  // namespace delve
