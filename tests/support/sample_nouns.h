#pragma once

// Names in the four languages for the grammar tests, written here so that
// changing the catalogs never changes what a grammar test means.

#include "core/language.h"
#include "ui/text/noun.h"

namespace delve::testing {

inline NounForms forms(Gender gender, std::string one, std::string many) {
    NounForms result;
    result.gender = gender;
    result.one = std::move(one);
    result.many = std::move(many);
    result.definite = result.definiteObject = result.one;
    result.definiteMany = result.counted = result.many;
    return result;
}

inline NounForms bulgarianForms(Gender gender, std::string one, std::string many,
                                std::string definite, std::string definiteObject,
                                std::string definiteMany) {
    NounForms result = forms(gender, std::move(one), std::move(many));
    result.definite = std::move(definite);
    result.definiteObject = std::move(definiteObject);
    result.definiteMany = std::move(definiteMany);
    return result;
}

inline NounForms goblin(Language language) {
    switch (language) {
        case Language::Bulgarian: {
            NounForms bulgarian = bulgarianForms(Gender::Masculine, "гоблин", "гоблини", "гоблинът",
                                                 "гоблина", "гоблините");
            bulgarian.counted = "гоблина";
            return bulgarian;
        }
        case Language::English:
            return forms(Gender::Neuter, "goblin", "goblins");
        case Language::German:
            return forms(Gender::Masculine, "Goblin", "Goblins");
        case Language::Spanish:
            return forms(Gender::Masculine, "goblin", "goblins");
    }
    return {};
}

inline NounForms rat(Language language) {
    switch (language) {
        case Language::Bulgarian:
            return bulgarianForms(Gender::Masculine, "плъх", "плъхове", "плъхът", "плъха",
                                  "плъховете");
        case Language::English:
            return forms(Gender::Neuter, "rat", "rats");
        case Language::German:
            return forms(Gender::Feminine, "Ratte", "Ratten");
        case Language::Spanish:
            return forms(Gender::Feminine, "rata", "ratas");
    }
    return {};
}

// A German weak noun: "der Basilisk", "den Basilisken".
inline NounForms basilisk(Language language) {
    switch (language) {
        case Language::Bulgarian:
            return bulgarianForms(Gender::Masculine, "василиск", "василиски", "василискът",
                                  "василиска", "василиските");
        case Language::English:
            return forms(Gender::Neuter, "basilisk", "basilisks");
        case Language::German: {
            NounForms german = forms(Gender::Masculine, "Basilisk", "Basilisken");
            german.accusative = "Basilisken";
            german.dative = "Basilisken";
            return german;
        }
        case Language::Spanish:
            return forms(Gender::Masculine, "basilisco", "basiliscos");
    }
    return {};
}

// An English name that takes "an".
inline NounForms orc(Language language) {
    switch (language) {
        case Language::Bulgarian:
            return bulgarianForms(Gender::Masculine, "орк", "орки", "оркът", "орка", "орките");
        case Language::English:
            return forms(Gender::Neuter, "orc", "orcs");
        case Language::German:
            return forms(Gender::Masculine, "Ork", "Orks");
        case Language::Spanish:
            return forms(Gender::Masculine, "orco", "orcos");
    }
    return {};
}

// The sample names as nouns of the data, by their English.
inline Noun sampleNoun(const std::string& english) {
    return {"monster", EnglishName{english, {}}};
}

// The forms of a sample noun in a language, found by its English.
inline NounForms sampleForms(const Noun& noun, Language language) {
    for (const auto& named : {goblin, rat, basilisk, orc}) {
        if (named(Language::English).one == noun.english.one) {
            return named(language);
        }
    }
    return {};
}

}  // namespace delve::testing
