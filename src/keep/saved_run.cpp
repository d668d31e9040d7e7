#include "keep/saved_run.h"

namespace delve {

std::vector<DressedKind> dressedKinds(const ItemLore& lore, const Rules& rules) {
    std::vector<DressedKind> dressed;
    for (const auto& [kindId, look] : lore.looks()) {
        dressed.push_back({rules.item(kindId), look});
    }
    return dressed;
}

}  // namespace delve
