#include "core/language.h"

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

}  // namespace delve
