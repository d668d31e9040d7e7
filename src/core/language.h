#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace delve {

// The languages Delve speaks. English is the language of the sources; the
// others come from the gettext catalogs under po/.
enum class Language {
    Bulgarian,
    English,
    German,
    Spanish,
};

inline constexpr std::array<Language, 4> kAllLanguages = {
    Language::Bulgarian, Language::English, Language::German, Language::Spanish};

// The ISO 639-1 code: "bg", "en", "de", "es", as --lang and the catalogs'
// file names have it.
std::string_view languageCode(Language language);

// The language's own name for itself, as a menu offers it: "Deutsch".
std::string_view languageName(Language language);

// The language a code names ("de"), or nothing for a code Delve does not
// speak.
std::optional<Language> languageOfCode(std::string_view code);

// The codes of every language, "bg, de, en, es", for a refusal to list.
std::string languageCodes();

}  // namespace delve
