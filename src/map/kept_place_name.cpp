#include "map/kept_place_name.h"

namespace delve {

std::string keptPlaceName(const PlaceNames& names) {
    std::string kept;
    for (const std::string& name : names) {
        kept += (kept.empty() ? "" : "|") + name;
    }
    return kept;
}

std::optional<PlaceNames> placeNamesOf(std::string_view kept) {
    PlaceNames names;
    std::size_t at = 0;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::size_t bar = kept.find('|', at);
        const bool last = i + 1 == names.size();
        if (last != (bar == std::string_view::npos)) {
            return std::nullopt;  // not four parts
        }
        names[i] = std::string(kept.substr(at, last ? std::string_view::npos : bar - at));
        at = bar + 1;
    }
    return names;
}

}  // namespace delve
