#include "game/items/charges.h"

#include <algorithm>

#include "game/items/enchanting.h"

namespace delve {

bool zappable(const ItemKind& kind) {
    return kind.itemClass == ItemClass::Staff || kind.itemClass == ItemClass::Wand;
}

Item freshItem(const ItemKind& kind, int count) {
    Item item{&kind, kind.stacks() ? count : 1};
    item.charges = mostCharges(item);
    return item;
}

int mostCharges(const Item& item) {
    if (item.kind->itemClass != ItemClass::Staff) {
        return item.kind->charges;
    }
    return item.kind->charges + item.enchantment;
}

int turnsPerCharge(const Item& item) {
    const int most = mostCharges(item);
    const int turns = most > 0 ? item.kind->recharge * item.kind->charges / most : 0;
    return std::max(turns, 1);
}

BoltStrength zapStrength(const Item& item, Rng& rng) {
    return BoltStrength{.damage = std::max(enchantedDamage(item).roll(rng), 1),
                        .turns = item.kind->power + item.enchantment * kTurnsPerEnchantment};
}

void gatherCharges(Pack& pack) {
    for (int slot = 0; slot < pack.size(); ++slot) {
        if (pack.at(slot).kind->itemClass != ItemClass::Staff) {
            continue;
        }
        Item& staff = pack.atToChange(slot);
        if (staff.charges >= mostCharges(staff)) {
            staff.recharge = 0;  // a full staff gathers nothing toward the next
            continue;
        }
        if (++staff.recharge >= turnsPerCharge(staff)) {
            staff.recharge = 0;
            ++staff.charges;
        }
    }
}

}  // namespace delve
