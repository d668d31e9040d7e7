#include "ui/text/translation.h"

#include <utility>

#include "ui/text/noun_forms.h"
#include "ui/text/noun_phrase.h"

namespace delve {

namespace {

Catalog& catalogInUse() {
    static Catalog catalog;  // English until told otherwise
    return catalog;
}

// A name as the catalog in use shows it, in the form a sentence asks.
std::string phraseInUse(const Noun& noun, const NounForm& form) {
    const Catalog& catalog = catalogInUse();
    return catalog.shownName(nounPhrase(formsIn(noun, catalog), catalog.language(), form));
}

}  // namespace

void useCatalog(Catalog catalog) {
    catalogInUse() = std::move(catalog);
}

const Catalog& currentCatalog() {
    return catalogInUse();
}

Language currentLanguage() {
    return catalogInUse().language();
}

std::string tr(std::string_view english) {
    return catalogInUse().translate(english);
}

std::string trc(std::string_view context, std::string_view english) {
    return catalogInUse().translate(context, english);
}

std::string trn(std::string_view singular, std::string_view plural, long count) {
    return catalogInUse().translatePlural({}, singular, plural, count);
}

std::string trf(std::string_view english, const SentenceArguments& arguments) {
    return fillSentence(tr(english), phraseInUse, arguments);
}

std::string trnf(std::string_view singular, std::string_view plural, long count,
                 SentenceArguments arguments) {
    arguments.number("count", count);
    return fillSentence(trn(singular, plural, count), phraseInUse, arguments);
}

std::string nameIn(const Noun& noun) {
    return phraseInUse(noun, NounForm{});
}

std::string countedNameIn(const Noun& noun, long count) {
    NounForm form;
    form.article = NounForm::Article::Indefinite;
    form.count = count;
    return phraseInUse(noun, form);
}

ScopedCatalog::ScopedCatalog(Catalog catalog) : previous_(std::move(catalogInUse())) {
    catalogInUse() = std::move(catalog);
}

ScopedCatalog::~ScopedCatalog() {
    catalogInUse() = std::move(previous_);
}

}  // namespace delve
