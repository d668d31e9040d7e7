#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/language.h"
#include "ui/text/noun.h"

namespace delve {

// Which form of a name a sentence asks for: with an article or without,
// in which case, one or many. Templates in the catalogs write it after the
// argument's name, as words joined by dots: "{monster:the.acc}".
struct NounForm {
    enum class Article { None, Definite, Indefinite };
    enum class Case { Nominative, Accusative, Dative };

    Article article = Article::None;
    Case grammaticalCase = Case::Nominative;
    bool many = false;
    // After a number ("{count} {monster:counted}"): Bulgarian's counted
    // form, and elsewhere the plural.
    bool counted = false;
    // How many the name stands for. Not a word of the form: the sentence's
    // argument gives it. With no article, or "a", more than one reads as
    // the number and the counted form ("3 darts", "3 стрелички"); with
    // "the", as the plural ("the darts").
    long count = 1;
};

// Reads the words of a form: "the" or "a", "nom", "acc" or "dat", "many"
// or "counted", in any order; an empty text is the bare name. Nothing for a word it does
// not know, so a mistake in a catalog shows instead of passing unseen.
std::optional<NounForm> parseNounForm(std::string_view words);

// The name as the form asks, in the language's own way: "the goblin", "den
// Goblin", "al goblin", "гоблина", from the forms of the name in that
// language (noun_forms.h). Lower case as the data gives it; a sentence
// capitalises its own first letter.
std::string nounPhrase(const NounForms& forms, Language language, const NounForm& form);

}  // namespace delve
