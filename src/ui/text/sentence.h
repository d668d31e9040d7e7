#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <variant>

#include "core/language.h"
#include "ui/text/noun.h"

namespace delve {

// What a sentence's placeholders stand for, by name: a name to be put in
// the form the sentence asks ({monster:the}), a number ({count}), or text
// already in the reader's language ({floor}).
class SentenceArguments {
  public:
    // `count`: how many the name stands for ("3 darts"; noun_phrase.h).
    SentenceArguments& noun(std::string name, Noun value, long count = 1);
    SentenceArguments& number(std::string name, long value);
    SentenceArguments& text(std::string name, std::string value);

    struct Name {
        Noun noun;
        long count = 1;
    };
    using Value = std::variant<Name, long, std::string>;
    const Value* find(std::string_view name) const;

  private:
    std::map<std::string, Value, std::less<>> values_;
};

// Fills in a sentence from a catalog: each {name} or {name:form} becomes its
// argument, a name put into words in the form asked by `phrase` (the
// catalog in use says it: translation.h). A placeholder written
// with a capital ({Monster:the}) starts with a capital letter, so a sentence
// that opens with a name reads right in every language. A placeholder with
// no argument, or with a form the language cannot read, is left as it was
// written, so a mistake in a catalog shows on the screen, not nowhere.
struct NounForm;
using NamePhraser = std::function<std::string(const Noun&, const NounForm&)>;
std::string fillSentence(std::string_view sentence, const NamePhraser& phrase,
                         const SentenceArguments& arguments);

// The text with its first letter in upper case: Latin, with the accents of
// German and Spanish, and Cyrillic. (The letters Delve's languages use;
// anything else is left as it is.)
std::string capitalised(std::string_view text);
// The text with its first letter in lower case.
std::string decapitalised(std::string_view text);

}  // namespace delve
