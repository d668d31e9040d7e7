#include "language_setup.h"

#include "file_settings_keeper.h"
#include "ui/text/language_choice.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

// What starting in the chosen language says when it cannot; each a whole
// sentence, in the language in use (the file's problem itself stays as the
// reader wrote it, docs/decisions.md).
std::string unreadableSettings(const std::string& problem) {
    return trf(
        "{problem}. What could not be read keeps its default, and the file is left as "
        "it is.",
        SentenceArguments{}.text("problem", problem));
}

// Said in English: there is no catalog to say it in.
std::string noCatalog(const CatalogError& error) {
    return std::string(error.what()) + "; playing in English.";
}

// Said in English, the one language any terminal can show.
std::string lettersNotShown(Language language) {
    return "The terminal's locale is not UTF-8, so it cannot show the letters of \"" +
           std::string(languageCode(language)) + "\": playing in English.";
}

}  // namespace

Catalog FolderCatalogs::catalogFor(Language language) const {
    return Catalog(language, folder_);
}

std::optional<std::filesystem::path> settingsFileFor(const PlayOptions& options,
                                                     const Environment& environment) {
    if (options.settingsPath) {
        return std::filesystem::path(*options.settingsPath);
    }
    if (options.display == Display::Headless) {
        return std::nullopt;
    }
    return defaultSettingsPath(environment);
}

LanguageSetup::LanguageSetup(const PlayOptions& options, const Environment& environment)
    : catalogs_(catalogFolder(environment)) {
    if (const auto file = settingsFileFor(options, environment)) {
        settings_ = std::make_unique<FileSettingsKeeper>(*file);
    } else {
        settings_ = std::make_unique<SettingsKeeper>();
    }
    const Language language =
        chosenLanguage(options.language, settings_->settings().language, environment);
    try {
        useCatalog(catalogs_.catalogFor(language));
    } catch (const CatalogError& error) {
        useCatalog(Catalog());
        notes_.push_back(noCatalog(error));
    }
    // The settings' problems come first, in the file's order.
    std::vector<std::string> problems;
    for (const std::string& problem : settings_->problems()) {
        problems.push_back(unreadableSettings(problem));
    }
    notes_.insert(notes_.begin(), problems.begin(), problems.end());
}

std::optional<std::string> LanguageSetup::fitTo(const Frontend& frontend) {
    const Language language = currentLanguage();
    if (frontend.showsEveryLetter() || writtenInAscii(language)) {
        return std::nullopt;
    }
    useCatalog(Catalog());
    notes_.push_back(lettersNotShown(language));
    return notes_.back();
}

}  // namespace delve
