#pragma once

#include <string>
#include <string_view>

namespace delve {

// A place's name as the rules keep it (map/kept_place_name.h), in the current
// language: the level file's own name in it where the file gave one in
// every language, else the English name through the catalogs.
std::string placeName(std::string_view kept);

}  // namespace delve
