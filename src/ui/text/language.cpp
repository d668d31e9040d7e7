#include "ui/text/language.h"

#include <algorithm>
#include <vector>

namespace delve {

namespace {

struct LanguageNames {
    std::string_view code;
    std::string_view name;
};

// In the order of Language.
constexpr std::array<LanguageNames, 4> kNames = {{
    {"bg", "Български"},
    {"en", "English"},
    {"de", "Deutsch"},
    {"es", "Español"},
}};
static_assert(kNames.size() == kAllLanguages.size());

const LanguageNames& namesOf(Language language) {
    return kNames[static_cast<std::size_t>(language)];
}

// The language part of a locale name: "de" of "de_DE.UTF-8@euro".
std::string_view languagePart(std::string_view locale) {
    const std::size_t end = locale.find_first_of("_.@");
    return locale.substr(0, end);
}

// A value of LANGUAGE, LC_ALL... as gettext takes it: nothing where it is
// "C" or "POSIX", which ask for the untranslated text.
std::optional<Language> languageOfLocale(std::string_view locale) {
    if (locale == "C" || locale == "POSIX" || locale.rfind("C.", 0) == 0) {
        return Language::English;
    }
    return languageOfCode(languagePart(locale));
}

}  // namespace

std::string_view languageCode(Language language) {
    return namesOf(language).code;
}

std::string_view languageName(Language language) {
    return namesOf(language).name;
}

std::optional<Language> languageOfCode(std::string_view code) {
    for (Language language : kAllLanguages) {
        if (namesOf(language).code == code) {
            return language;
        }
    }
    return std::nullopt;
}

std::string languageCodes() {
    // Alphabetical, as a person looks for a code in a list.
    std::vector<std::string_view> codes;
    for (const LanguageNames& names : kNames) {
        codes.push_back(names.code);
    }
    std::sort(codes.begin(), codes.end());
    std::string list;
    for (std::string_view code : codes) {
        list += (list.empty() ? "" : ", ") + std::string(code);
    }
    return list;
}

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

}  // namespace delve
