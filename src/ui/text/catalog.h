#pragma once

#include <filesystem>
#include <locale>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/language.h"
#include "core/utf8.h"

namespace boost::locale {
template <typename CharType>
class message_format;
}

namespace delve {

// The translations of one language: the GNU gettext catalog
// `<folder>/<code>/LC_MESSAGES/delve.mo`, compiled by msgfmt from
// po/<code>.po, read by Boost.Locale. Nothing here asks the system which
// locales it has: the catalog is read straight from its file, so German
// works on a machine whose only locale is "C".
//
// Every text the player reads is looked up with the English text as its
// key, as gettext does, and a context where the same English means two
// things. A text the catalog lacks comes out in English, so a missing
// translation shows as English, never as nothing.
class Catalog {
  public:
    // English: every lookup gives back its key.
    Catalog() = default;
    // Reads the catalog of `language` from `folder`. English needs no file.
    // A missing or unreadable file throws CatalogError naming it.
    Catalog(Language language, const std::filesystem::path& folder);
    // The pseudo-language (pseudo_language.h): English, with every text the
    // catalogs hold and every name decorated, so that a word that skips
    // them shows on the screen. It reads `<folder>/qps/LC_MESSAGES/delve.mo`,
    // the template's texts as their own translations, which the build makes.
    static Catalog decorating(const std::filesystem::path& folder);

    Language language() const { return language_; }

    // The text in this language.
    std::string translate(std::string_view english) const;
    std::string translate(std::string_view context, std::string_view english) const;
    // The form for `count` of a text with a singular and a plural, chosen by
    // the catalog's Plural-Forms (Bulgarian, German and Spanish have two
    // forms, as English has; other languages have more, and the catalog
    // decides).
    std::string translatePlural(std::string_view context, std::string_view singular,
                                std::string_view plural, long count) const;
    // A name from the data files, already in this catalog's language ("the
    // goblin"), as it is shown: itself, or decorated in the pseudo-language.
    std::string shownName(std::string name) const;

  private:
    // Reads `<folder>/<code>/LC_MESSAGES/delve.mo`; `name` says whose in errors.
    void read(std::string_view code, std::string_view name, const std::filesystem::path& folder);

    Language language_ = Language::English;
    // The catalog is a facet, which only a std::locale may own: the classic
    // locale with it added, so no system locale is asked for.
    std::locale holder_;
    const boost::locale::message_format<char>* messages_ = nullptr;
    int domain_ = 0;
    bool decorates_ = false;
};

// A catalog that could not be read, with the file it was looking for.
// What it quotes of the file is made printable (core/utf8.h).
class CatalogError : public std::runtime_error {
  public:
    explicit CatalogError(const std::string& problem)
        : std::runtime_error(printableText(problem, 600)) {}
};

// Where a language's compiled catalog lies under a folder of catalogs.
std::filesystem::path catalogFile(const std::filesystem::path& folder, Language language);

}  // namespace delve
