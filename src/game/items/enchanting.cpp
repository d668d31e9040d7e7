#include "game/items/enchanting.h"

#include "game/items/equipment.h"

namespace delve {

bool enchantable(const ItemKind& kind) {
    // What is put to use, and the staff zapped from the pack; a wand's few
    // charges and the ring of life that only crumbles take none.
    if (kind.itemClass == ItemClass::Staff) {
        return true;
    }
    return slotFor(kind, Equipment{}).has_value() && kind.ring != RingPower::Life;
}

Dice enchantedDamage(const Item& item) {
    Dice dice = item.kind->damage;
    dice.bonus += item.enchantment * kDamagePerEnchantment;
    return dice;
}

int enchantedAccuracy(const Item& item) {
    return item.kind->accuracy + item.enchantment * kAccuracyPerEnchantment;
}

int enchantedDefence(const Item& item) {
    return item.kind->defence + item.enchantment * kDefencePerEnchantment;
}

int enchantedRingPower(const Item& item) {
    const int step = item.kind->ring == RingPower::Protection ? kDefencePerEnchantment : 1;
    return item.kind->power + item.enchantment * step;
}

}  // namespace delve
