#pragma once

#include <array>
#include <string>

#include "core/language.h"

namespace delve {

// The grammatical gender of a noun, which its articles and adjectives follow
// in German, Spanish and Bulgarian (English has none that matters here).
enum class Gender {
    Masculine,
    Feminine,
    Neuter,
};

// The forms of a name that sentences in one language need. The data files
// give them (docs/translating.md); the rules never read them, since the ui
// builds every sentence.
struct NounForms {
    Gender gender = Gender::Masculine;
    std::string one;   // "goblin", "Goblin", "гоблин"
    std::string many;  // "goblins", "Goblins", "гоблини"
    // German: the singular's accusative and dative where a weak noun
    // changes ("den Basilisken"); otherwise the same as `one`.
    std::string accusative;
    std::string dative;
    // Bulgarian: the article is a suffix, so the definite forms are given:
    // "гоблинът" as a subject, "гоблина" as an object (the two differ only
    // for masculine nouns), and "гоблините" for many.
    std::string definite;
    std::string definiteObject;
    std::string definiteMany;
    // Bulgarian: a masculine noun after a number takes its counted form, "3
    // плъха", not the plural "плъхове"; for other nouns it is `many`.
    std::string counted;
};

// A name in every language Delve speaks.
struct Noun {
    std::array<NounForms, kAllLanguages.size()> forms;

    const NounForms& in(Language language) const {
        return forms[static_cast<std::size_t>(language)];
    }
    NounForms& in(Language language) { return forms[static_cast<std::size_t>(language)]; }
};

}  // namespace delve
