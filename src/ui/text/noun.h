#pragma once

#include <string>
#include <string_view>

#include "game/english_name.h"
#include "game/item_kind.h"
#include "game/monster_kind.h"
#include "game/person.h"

namespace delve {

// The grammatical gender of a noun, which its articles and adjectives follow
// in German, Spanish and Bulgarian (English has none that matters here).
enum class Gender {
    Masculine,
    Feminine,
    Neuter,
};

// The forms of a name that sentences in one language need. The catalogs
// give them beside each translated name (noun_forms.h, docs/translating.md).
struct NounForms {
    Gender gender = Gender::Masculine;
    std::string one;   // "goblin", "Goblin", "гоблин"
    std::string many;  // "goblins", "Goblins", "гоблини"
    // German: the singular's accusative and dative where a weak noun
    // changes ("den Basilisken"); empty where they are `one`.
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

// A name of the data to be said in the reader's language: its English, and
// what kind of thing it names, which is the context the catalogs translate
// it in ("monster", "item", "look"), so that one English word may name two
// things that another language tells apart.
struct Noun {
    std::string_view context;
    EnglishName english;
};

inline Noun nounOf(const MonsterKind& kind) {
    return {"monster", kind.name};
}
inline Noun nounOf(const ItemKind& kind) {
    return {"item", kind.name};
}
inline Noun nounOf(const ItemLook& look) {
    return {"look", look.name};
}
inline Noun nounOf(const PersonKind& kind) {
    return {"person", kind.name};
}

}  // namespace delve
