#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/language.h"
#include "ui/text/catalog.h"
#include "ui/text/noun.h"

namespace delve {

// The forms of a name as a catalog writes them beside its translation:
// fields joined by " | ", each `key=value`.
//
//   gender=f | one=Riesenratte | many=Riesenratten
//   gender=m | one=плъх | many=плъхове | the=плъхът | the_object=плъха |
//       the_many=плъховете | counted=плъха
//
// Every language needs gender, one and many; German may add acc and dat,
// Bulgarian needs the and the_many and may add the_object and counted
// (docs/translating.md). Nothing, with the problem in `problem`, for a text
// that is not written so: a missing field, one the language does not use,
// one given twice, an empty value or a gender that is not m, f or n.
std::optional<NounForms> readNounForms(Language language, std::string_view written,
                                       std::string* problem = nullptr);

// The forms of a name in the catalog's language. English's come from the
// data; another language's from the catalog, and where it has none, or none
// it can read, from English, so a name always shows.
NounForms formsIn(const Noun& noun, const Catalog& catalog);

}  // namespace delve
