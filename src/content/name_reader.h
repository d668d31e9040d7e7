#pragma once

#include <array>
#include <string_view>

#include "content/entry_reader.h"
#include "game/english_name.h"

namespace delve {

// Reads the English name of an entry of a content file: `name`, and
// `plural` where English's rules would get it wrong ("potions of healing").
// The other languages say it through the catalogs (docs/translating.md),
// which scripts/catalogs fills with every name the data holds.
EnglishName readName(const EntryReader& fields, int longest);

// The keys readName reads, for the entry's list of known fields.
inline constexpr std::array<std::string_view, 2> kNameKeys = {"name", "plural"};

}  // namespace delve
