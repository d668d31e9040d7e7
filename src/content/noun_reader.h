#pragma once

#include "content/entry_reader.h"
#include "game/noun.h"

namespace delve {

// Reads a name in the four languages from an entry of a content file: the
// English `name` (its plural made by English's rules, unless `plural` gives
// it: "potions of healing") and the tables
// `name_bg`, `name_de` and `name_es`, whose fields docs/translating.md
// explains:
//
//   name = "giant white rat"
//   name_de = { gender = "f", one = "Riesenratte", many = "Riesenratten" }
//   name_es = { gender = "f", one = "rata gigante", many = "ratas gigantes" }
//   name_bg = { gender = "m", one = "плъх", many = "плъхове", the = "плъхът",
//               the_object = "плъха", the_many = "плъховете" }
//
// Every language is required, so a name never shows in English by accident.
Noun readNoun(const EntryReader& fields, int longest);

// The keys readNoun reads, for the entry's list of known fields.
inline constexpr std::array<std::string_view, 4> kNounKeys = {"name", "name_bg", "name_de",
                                                              "name_es"};
// The key of an English plural that English's rules would get wrong.
inline constexpr std::string_view kPluralKey = "plural";

}  // namespace delve
