#include "game/items/item_lore.h"

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

bool ItemLore::knows(const ItemKind& kind) const {
    return !kind.disguised() || known_.contains(kind.id) || !looks_.contains(kind.id);
}

const ItemLook* ItemLore::lookOf(const ItemKind& kind) const {
    const auto found = looks_.find(kind.id);
    return found == looks_.end() ? nullptr : found->second;
}

}  // namespace delve
