// The player's settings in the game: the language, chosen from the menu,
// in use at once and kept for next time through the SettingsKeeper.
#include <exception>
#include <memory>
#include <string>

#include "ui/app.h"
#include "ui/language_screen.h"
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

const SettingsKeeper& App::settingsKeeper() const {
    static const SettingsKeeper keepsNothing;
    return settingsKeeper_ != nullptr ? *settingsKeeper_ : keepsNothing;
}

void App::showLanguages() {
    offTheRecord_ = true;
    push(std::make_unique<LanguageScreen>(currentLanguage()));
}

std::optional<std::string> App::chooseLanguage(Language language) {
    if (style_.asciiOnly && !writtenInAscii(language)) {
        return cannotShowLetters(language);
    }
    static const CatalogSource englishOnly;
    try {
        useCatalog((catalogs_ != nullptr ? *catalogs_ : englishOnly).catalogFor(language));
    } catch (const CatalogError& error) {
        return std::string(error.what());
    }
    if (settingsKeeper_ == nullptr) {
        return std::nullopt;
    }
    Settings settings = settingsKeeper_->settings();
    settings.language = language;
    try {
        settingsKeeper_->keep(settings);
    } catch (const std::exception& error) {
        return inUseButNotKept(error);
    }
    return std::nullopt;
}

}  // namespace delve
