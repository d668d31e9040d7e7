#pragma once

// Names in the four languages for the grammar tests, written here so that
// changing the data files never changes what a grammar test means.

#include "game/noun.h"

namespace delve::testing {

inline NounForms forms(Gender gender, std::string one, std::string many) {
    NounForms result;
    result.gender = gender;
    result.one = std::move(one);
    result.many = std::move(many);
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

inline Noun goblin() {
    Noun noun;
    noun.in(Language::English) = forms(Gender::Neuter, "goblin", "goblins");
    noun.in(Language::German) = forms(Gender::Masculine, "Goblin", "Goblins");
    noun.in(Language::Spanish) = forms(Gender::Masculine, "goblin", "goblins");
    noun.in(Language::Bulgarian) =
        bulgarianForms(Gender::Masculine, "гоблин", "гоблини", "гоблинът", "гоблина", "гоблините");
    noun.in(Language::Bulgarian).counted = "гоблина";
    return noun;
}

inline Noun rat() {
    Noun noun;
    noun.in(Language::English) = forms(Gender::Neuter, "rat", "rats");
    noun.in(Language::German) = forms(Gender::Feminine, "Ratte", "Ratten");
    noun.in(Language::Spanish) = forms(Gender::Feminine, "rata", "ratas");
    noun.in(Language::Bulgarian) =
        bulgarianForms(Gender::Masculine, "плъх", "плъхове", "плъхът", "плъха", "плъховете");
    return noun;
}

// A German weak noun: "der Basilisk", "den Basilisken".
inline Noun basilisk() {
    Noun noun;
    noun.in(Language::English) = forms(Gender::Neuter, "basilisk", "basilisks");
    NounForms german = forms(Gender::Masculine, "Basilisk", "Basilisken");
    german.accusative = "Basilisken";
    german.dative = "Basilisken";
    noun.in(Language::German) = german;
    noun.in(Language::Spanish) = forms(Gender::Masculine, "basilisco", "basiliscos");
    noun.in(Language::Bulgarian) = bulgarianForms(Gender::Masculine, "василиск", "василиски",
                                                  "василискът", "василиска", "василиските");
    return noun;
}

// An English name that takes "an".
inline Noun orc() {
    Noun noun;
    noun.in(Language::English) = forms(Gender::Neuter, "orc", "orcs");
    noun.in(Language::German) = forms(Gender::Masculine, "Ork", "Orks");
    noun.in(Language::Spanish) = forms(Gender::Masculine, "orco", "orcos");
    noun.in(Language::Bulgarian) =
        bulgarianForms(Gender::Masculine, "орк", "орки", "оркът", "орка", "орките");
    return noun;
}

}  // namespace delve::testing
