#include "ui/text/catalog_source.h"

#include <string>

namespace delve {

Catalog CatalogSource::catalogFor(Language language) const {
    if (language != Language::English) {
        throw CatalogError("no catalogs are known here, so " + std::string(languageName(language)) +
                           " cannot be shown");
    }
    return Catalog();
}

}  // namespace delve
