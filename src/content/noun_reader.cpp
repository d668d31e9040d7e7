#include "content/noun_reader.h"

#include <algorithm>

#include "content/english.h"

namespace delve {

namespace {

constexpr std::array<std::string_view, 3> kGenders = {"m", "f", "n"};  // in Gender's order

Gender genderOf(const EntryReader& fields) {
    const std::string word = fields.word("gender", kGenders);
    // The word is one of kGenders, or word() would have thrown.
    return static_cast<Gender>(std::find(kGenders.begin(), kGenders.end(), std::string_view(word)) -
                               kGenders.begin());
}

NounForms german(const EntryReader& entry, int longest) {
    constexpr std::array<std::string_view, 5> kFields = {"gender", "one", "many", "acc", "dat"};
    const EntryReader fields = entry.table("name_de", kFields);
    NounForms forms;
    forms.gender = genderOf(fields);
    forms.one = fields.text("one", longest);
    forms.many = fields.text("many", longest);
    forms.accusative = fields.textOr("acc", longest, "");
    forms.dative = fields.textOr("dat", longest, "");
    return forms;
}

NounForms spanish(const EntryReader& entry, int longest) {
    constexpr std::array<std::string_view, 3> kFields = {"gender", "one", "many"};
    const EntryReader fields = entry.table("name_es", kFields);
    NounForms forms;
    forms.gender = genderOf(fields);
    forms.one = fields.text("one", longest);
    forms.many = fields.text("many", longest);
    return forms;
}

NounForms bulgarian(const EntryReader& entry, int longest) {
    constexpr std::array<std::string_view, 7> kFields = {"gender",     "one",      "many",   "the",
                                                         "the_object", "the_many", "counted"};
    const EntryReader fields = entry.table("name_bg", kFields);
    NounForms forms;
    forms.gender = genderOf(fields);
    forms.one = fields.text("one", longest);
    forms.many = fields.text("many", longest);
    forms.definite = fields.text("the", longest);
    // Only a masculine noun has a short article of its own.
    forms.definiteObject = fields.textOr("the_object", longest, forms.definite);
    forms.definiteMany = fields.text("the_many", longest);
    // Only a masculine noun has a counted form of its own.
    forms.counted = fields.textOr("counted", longest, forms.many);
    return forms;
}

}  // namespace

Noun readNoun(const EntryReader& fields, int longest) {
    Noun noun;
    NounForms& english = noun.in(Language::English);
    english.gender = Gender::Neuter;
    english.one = fields.text("name", longest);
    english.many = fields.textOr(kPluralKey, longest, plural(english.one));
    // In the order the files write them, so the first mistake is the one named.
    noun.in(Language::Bulgarian) = bulgarian(fields, longest);
    noun.in(Language::German) = german(fields, longest);
    noun.in(Language::Spanish) = spanish(fields, longest);
    return noun;
}

}  // namespace delve
