#include "game/items/enchanting.h"

namespace delve {

bool enchantable(const ItemKind& kind) {
    switch (kind.itemClass) {
        case ItemClass::Weapon:
        case ItemClass::Bow:
        case ItemClass::Armour:
            return true;
        case ItemClass::Ring:
            return kind.ring != RingPower::Life && kind.ring != RingPower::None;
        case ItemClass::Potion:
        case ItemClass::Scroll:
        case ItemClass::Arrows:
        case ItemClass::Missile:
        case ItemClass::Gold:
        case ItemClass::Amulet:
        case ItemClass::Treasure:
            return false;
    }
    return false;
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
