#include "ui/text/language_choice.h"

#include <algorithm>
#include <optional>
#include <string_view>

namespace delve {

namespace {

// The language part of a locale name: "de" of "de_DE.UTF-8@euro".
std::string_view languagePart(std::string_view locale) {
    const std::size_t end = locale.find_first_of("_.@");
    return locale.substr(0, end);
}

// A value of LANGUAGE, LC_ALL... as gettext takes it: "C" and "POSIX" ask
// for the untranslated text, English; a language Delve does not speak is
// nothing.
std::optional<Language> languageOfLocale(std::string_view locale) {
    if (locale == "C" || locale == "POSIX" || locale.rfind("C.", 0) == 0) {
        return Language::English;
    }
    return languageOfCode(languagePart(locale));
}

}  // namespace

Language languageFromEnvironment(const EnvironmentLookup& environment) {
    // LANGUAGE is a list of choices, the first Delve speaks winning; it is
    // read first, as gettext does (gettext ignores it under the "C" locale,
    // but a player who set it meant it).
    if (const char* list = environment("LANGUAGE"); list != nullptr && *list != '\0') {
        std::string_view rest(list);
        while (!rest.empty()) {
            const std::size_t colon = rest.find(':');
            if (const auto language = languageOfLocale(rest.substr(0, colon))) {
                return *language;
            }
            rest = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
        }
    }
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        if (const char* value = environment(name); value != nullptr && *value != '\0') {
            return languageOfLocale(value).value_or(Language::English);
        }
    }
    return Language::English;
}

Language chosenLanguage(std::optional<Language> asked, std::optional<Language> kept,
                        const EnvironmentLookup& environment) {
    if (asked) {
        return *asked;
    }
    if (kept) {
        return *kept;
    }
    return languageFromEnvironment(environment);
}

std::array<Language, kAllLanguages.size()> languagesByCode() {
    std::array<Language, kAllLanguages.size()> languages = kAllLanguages;
    std::sort(languages.begin(), languages.end(),
              [](Language a, Language b) { return languageCode(a) < languageCode(b); });
    return languages;
}

bool writtenInAscii(Language language) {
    return language == Language::English;
}

}  // namespace delve
