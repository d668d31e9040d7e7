#pragma once

#include "core/language.h"
#include "ui/text/catalog.h"

namespace delve {

// Where the catalog of a language chosen while Delve runs comes from: the app
// reads it from its folder of catalogs (apps/language_setup.h), so the ui
// touches no file. This one has English alone, which needs no file.
class CatalogSource {
  public:
    virtual ~CatalogSource() = default;

    // The catalog of `language`. Throws CatalogError, naming what is missing,
    // when it cannot be had.
    virtual Catalog catalogFor(Language language) const;
};

}  // namespace delve
