#include "sim/pack_lookup.h"

#include <algorithm>

#include "game/effects/item_effect.h"

namespace delve {

int knownSlot(const Game& game, std::string_view effect) {
    const Pack& pack = game.hero().pack;
    for (int slot = 0; slot < pack.size(); ++slot) {
        const ItemKind& kind = *pack.at(slot).kind;
        if (kind.effect != nullptr && kind.effect->word == effect && game.lore().knows(kind)) {
            return slot;
        }
    }
    return -1;
}

int knownCount(const Game& game, std::string_view effect) {
    const int slot = knownSlot(game, effect);
    return slot < 0 ? 0 : game.hero().pack.at(slot).count;
}

int unknownSlot(const Game& game, ItemClass itemClass) {
    const Pack& pack = game.hero().pack;
    for (int slot = 0; slot < pack.size(); ++slot) {
        const ItemKind& kind = *pack.at(slot).kind;
        if (kind.itemClass == itemClass && !game.lore().knows(kind)) {
            return slot;
        }
    }
    return -1;
}

int missileSlot(const Hero& hero) {
    for (int slot = 0; slot < hero.pack.size(); ++slot) {
        if (hero.pack.at(slot).kind->itemClass == ItemClass::Missile) {
            return slot;
        }
    }
    return -1;
}

bool worthTaking(const Game& game, const FloorItem& item) {
    return !item.left && game.map().isExplored(item.at) &&
           (item.item.kind->itemClass == ItemClass::Gold || game.hero().pack.hasRoomFor(item.item));
}

bool worthTakingUnderfoot(const Game& game) {
    return std::ranges::any_of(game.stage().items(), [&game](const FloorItem& item) {
        return item.at == game.hero().position && worthTaking(game, item);
    });
}

}  // namespace delve
