#include "ui/text/place_name.h"

#include "ui/text/translation.h"
#include "map/kept_place_name.h"

namespace delve {

std::string placeName(std::string_view kept) {
    if (const std::optional<PlaceNames> names = placeNamesOf(kept)) {
        const Catalog& catalog = currentCatalog();
        return catalog.shownName((*names)[static_cast<std::size_t>(catalog.language())]);
    }
    return tr(kept);
}

}  // namespace delve
