#pragma once

#include <string>
#include <string_view>

#include "core/language.h"
#include "ui/text/noun.h"
#include "ui/text/catalog.h"
#include "ui/text/sentence.h"

namespace delve {

// The catalog every text the player reads goes through. There is one for the
// whole program, as gettext has one, so that any drawing code can say
// tr("Explored.") without a catalog handed down to it; the app sets it when
// the language is chosen or changed, and a test that draws in another
// language sets it for its own length with ScopedCatalog.
void useCatalog(Catalog catalog);
const Catalog& currentCatalog();
Language currentLanguage();

// The text in the current language; the English is the key. These names are
// what scripts/catalogs tells xgettext to look for: tr("..."),
// trc("context", "...") and trn("one ...", "{count} ...", n).
std::string tr(std::string_view english);
std::string trc(std::string_view context, std::string_view english);
std::string trn(std::string_view singular, std::string_view plural, long count);
// A sentence with placeholders, translated and filled in (sentence.h):
// trf("Turn {number}", SentenceArguments{}.number("number", 12)).
std::string trf(std::string_view english, const SentenceArguments& arguments);
// The same for a sentence with a singular and a plural, chosen by `count`,
// which also fills {count}.
std::string trnf(std::string_view singular, std::string_view plural, long count,
                 SentenceArguments arguments = {});
// A name in the current language, bare ("goblin", "Goblin", "гоблин").
std::string nameIn(const Noun& noun);
// Some of a thing as a list names them: "a dart", "3 darts", "3 стрелички".
std::string countedNameIn(const Noun& noun, long count);

// Marks a text for the catalogs without translating it where it stands: a
// table or a constant of English, translated with tr() where it is used.
constexpr std::string_view N_(std::string_view english) {
    return english;
}

// The same for a text that needs a context, translated with
// trc(text.context, text.english) where it is used.
struct TextInContext {
    std::string_view context;
    std::string_view english;
};
constexpr TextInContext NC_(std::string_view context, std::string_view english) {
    return {context, english};
}

// Puts a catalog in use until it goes out of scope, then the one before.
class ScopedCatalog {
  public:
    explicit ScopedCatalog(Catalog catalog);
    ~ScopedCatalog();
    ScopedCatalog(const ScopedCatalog&) = delete;
    ScopedCatalog& operator=(const ScopedCatalog&) = delete;

  private:
    Catalog previous_;
};

}  // namespace delve
