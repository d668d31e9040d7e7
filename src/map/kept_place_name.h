#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/language.h"

namespace delve {

// A place's name as the rules keep it, save it and log it: one line of text.
// Most names are English, and the catalogs translate them where they are
// shown. A level file may instead give its name in every language, as seed
// 002's four-name header does; such a name is kept as the four joined by
// `|` in the order of kAllLanguages ("Старата цистерна|The Old
// Cistern|Die alte Zisterne|La vieja cisterna"), and the ui shows the
// reader's own (ui/text/data_words.h).
using PlaceNames = std::array<std::string, kAllLanguages.size()>;

std::string keptPlaceName(const PlaceNames& names);

// The names a kept name holds in every language, or nothing for a name
// given in English alone.
std::optional<PlaceNames> placeNamesOf(std::string_view kept);

}  // namespace delve
