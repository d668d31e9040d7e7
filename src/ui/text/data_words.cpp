#include "ui/text/data_words.h"

#include "map/kept_place_name.h"
#include "ui/text/translation.h"

namespace delve {

std::string placeName(std::string_view kept) {
    if (const std::optional<PlaceNames> names = placeNamesOf(kept)) {
        const Catalog& catalog = currentCatalog();
        return catalog.shownName((*names)[static_cast<std::size_t>(catalog.language())]);
    }
    return trc("place", kept);
}

std::string adventureName(const DungeonPlan& plan) {
    return trc("adventure", plan.name);
}

std::string adventureDescription(const DungeonPlan& plan) {
    return trc("adventure", plan.description);
}

std::string className(const HeroClass& heroClass) {
    return trc("class", heroClass.name);
}

std::string classNameInLine(const HeroClass& heroClass) {
    const std::string name = className(heroClass);
    switch (currentLanguage()) {
        case Language::German:
            return name;
        case Language::English:
        case Language::Spanish:
        case Language::Bulgarian:
            break;
    }
    return decapitalised(name);
}

std::string classDescription(const HeroClass& heroClass) {
    return trc("class", heroClass.description);
}

std::string dialogueWords(std::string_view says, bool gendered, HeroGender hero) {
    return gendered && hero == HeroGender::Female ? trc("dialogue to a woman", says)
                                                  : trc("dialogue", says);
}

}  // namespace delve
