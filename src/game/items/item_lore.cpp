#include "game/items/item_lore.h"

#include <algorithm>

#include "core/rng.h"
#include "game/rules.h"

namespace delve {

namespace {

// The looks' dice are a stream of their own from the run's seed, so that
// dressing the items draws nothing from the run's dice.
constexpr std::uint64_t kLooksStream = 0x100c5;

}  // namespace

ItemLore::ItemLore(const Rules& rules, std::uint64_t seed) {
    Rng rng(seed, kLooksStream);
    for (ItemClass itemClass : {ItemClass::Potion, ItemClass::Scroll}) {
        std::vector<const ItemLook*> free;
        for (const ItemLook& look : rules.looks) {
            if (look.itemClass == itemClass) {
                free.push_back(&look);
            }
        }
        for (const ItemKind& kind : rules.items) {
            if (kind.itemClass != itemClass || free.empty()) {
                continue;
            }
            const auto chosen = free.begin() + rng.below(static_cast<std::uint32_t>(free.size()));
            looks_[kind.id] = *chosen;
            free.erase(chosen);
        }
    }
}

std::vector<const ItemKind*> ItemLore::dressTheRest(const Rules& rules) {
    std::vector<const ItemKind*> dressed;
    for (const ItemKind& kind : rules.items) {
        if (!kind.disguised() || looks_.contains(kind.id)) {
            continue;
        }
        for (const ItemLook& look : rules.looks) {
            const bool worn = std::ranges::any_of(
                looks_, [&](const auto& entry) { return entry.second == &look; });
            if (look.itemClass == kind.itemClass && !worn) {
                looks_[kind.id] = &look;
                dressed.push_back(&kind);
                break;
            }
        }
    }
    return dressed;
}

bool ItemLore::knows(const ItemKind& kind) const {
    return !kind.disguised() || known_.contains(kind.id) || !looks_.contains(kind.id);
}

const ItemLook* ItemLore::lookOf(const ItemKind& kind) const {
    const auto found = looks_.find(kind.id);
    return found == looks_.end() ? nullptr : found->second;
}

}  // namespace delve
