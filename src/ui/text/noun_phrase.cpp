#include "ui/text/noun_phrase.h"

#include <array>

#include "content/english.h"

namespace delve {

namespace {

using Article = NounForm::Article;
using Case = NounForm::Case;

// Articles by gender (masculine, feminine, neuter, then the plural) and case
// (nominative, accusative, dative).
using ArticleTable = std::array<std::array<std::string_view, 3>, 4>;

constexpr ArticleTable kGermanDefinite = {{
    {"der", "den", "dem"},
    {"die", "die", "der"},
    {"das", "das", "dem"},
    {"die", "die", "den"},
}};
constexpr ArticleTable kGermanIndefinite = {{
    {"ein", "einen", "einem"},
    {"eine", "eine", "einer"},
    {"ein", "ein", "einem"},
    {"", "", ""},  // no indefinite article for many
}};

std::size_t row(const NounForms& forms, bool many) {
    return many ? 3 : static_cast<std::size_t>(forms.gender);
}

std::string joined(std::string_view article, const std::string& noun) {
    return article.empty() ? noun : std::string(article) + " " + noun;
}

bool endsWith(const std::string& text, std::string_view end) {
    return text.size() >= end.size() &&
           text.compare(text.size() - end.size(), end.size(), end) == 0;
}

std::string english(const NounForms& forms, const NounForm& form) {
    const std::string& noun = form.many ? forms.many : forms.one;
    switch (form.article) {
        case Article::Definite:
            return "the " + noun;
        case Article::Indefinite:
            return form.many ? noun : withIndefiniteArticle(noun);
        case Article::None:
            break;
    }
    return noun;
}

std::string german(const NounForms& forms, const NounForm& form) {
    const auto column = static_cast<std::size_t>(form.grammaticalCase);
    std::string noun = forms.one;
    if (form.many) {
        noun = forms.many;
        // The dative plural takes an -n, unless it ends in -n or -s already.
        if (form.grammaticalCase == Case::Dative && !endsWith(noun, "n") && !endsWith(noun, "s")) {
            noun += "n";
        }
    } else if (form.grammaticalCase == Case::Accusative && !forms.accusative.empty()) {
        noun = forms.accusative;
    } else if (form.grammaticalCase == Case::Dative && !forms.dative.empty()) {
        noun = forms.dative;
    }
    switch (form.article) {
        case Article::Definite:
            return joined(kGermanDefinite[row(forms, form.many)][column], noun);
        case Article::Indefinite:
            return joined(kGermanIndefinite[row(forms, form.many)][column], noun);
        case Article::None:
            break;
    }
    return noun;
}

std::string spanish(const NounForms& forms, const NounForm& form) {
    const bool feminine = forms.gender == Gender::Feminine;
    const std::string& noun = form.many ? forms.many : forms.one;
    std::string phrase = noun;
    if (form.article == Article::Definite) {
        phrase = joined(form.many ? (feminine ? "las" : "los") : (feminine ? "la" : "el"), noun);
    } else if (form.article == Article::Indefinite) {
        phrase = joined(form.many ? (feminine ? "unas" : "unos") : (feminine ? "una" : "un"), noun);
    }
    // A creature as an object takes the personal "a" ("golpeas a la rata"),
    // and "a el" is always written "al".
    if (form.grammaticalCase != Case::Nominative) {
        phrase = phrase.rfind("el ", 0) == 0 ? "al " + phrase.substr(3) : "a " + phrase;
    }
    return phrase;
}

std::string bulgarian(const NounForms& forms, const NounForm& form) {
    if (form.counted && !forms.counted.empty()) {
        return forms.counted;
    }
    if (form.article != Article::Definite) {
        // Bulgarian has no indefinite article that a name needs.
        return form.many ? forms.many : forms.one;
    }
    if (form.many) {
        return forms.definiteMany;
    }
    // The full article marks the subject; elsewhere a masculine noun takes
    // the short one.
    if (form.grammaticalCase != Case::Nominative && !forms.definiteObject.empty()) {
        return forms.definiteObject;
    }
    return forms.definite;
}

// The name as the form asks, in one language's grammar.
std::string phraseOf(const NounForms& forms, Language language, const NounForm& form) {
    switch (language) {
        case Language::English:
            return english(forms, form);
        case Language::German:
            return german(forms, form);
        case Language::Spanish:
            return spanish(forms, form);
        case Language::Bulgarian:
            return bulgarian(forms, form);
    }
    return forms.one;
}

}  // namespace

std::optional<NounForm> parseNounForm(std::string_view words) {
    NounForm form;
    if (words.empty()) {
        return form;
    }
    // Each word ends at a dot or at the end; "the." has an empty last word.
    for (bool more = true; more;) {
        const std::size_t dot = words.find('.');
        more = dot != std::string_view::npos;
        const std::string_view word = words.substr(0, dot);
        if (word == "the") {
            form.article = Article::Definite;
        } else if (word == "a") {
            form.article = Article::Indefinite;
        } else if (word == "nom") {
            form.grammaticalCase = Case::Nominative;
        } else if (word == "acc") {
            form.grammaticalCase = Case::Accusative;
        } else if (word == "dat") {
            form.grammaticalCase = Case::Dative;
        } else if (word == "many") {
            form.many = true;
        } else if (word == "counted") {
            form.many = true;
            form.counted = true;
        } else {
            return std::nullopt;
        }
        if (more) {
            words = words.substr(dot + 1);
        }
    }
    return form;
}

std::string nounPhrase(const NounForms& forms, Language language, const NounForm& asked) {
    NounForm form = asked;
    std::string number;
    if (form.count > 1) {
        form.many = true;
        if (form.article != Article::Definite) {
            form.counted = true;
            form.article = Article::None;
            number = std::to_string(form.count) + " ";
        }
    }
    return number + phraseOf(forms, language, form);
}

}  // namespace delve