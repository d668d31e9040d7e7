#include "sim/gear.h"

#include <algorithm>

#include "game/items/enchanting.h"

namespace delve {

namespace {

// The defence of the monsters a hero meets halfway down.
constexpr int kMiddlingDefence = 15;

// Whether the thing in this slot is better than what is in use in its place.
bool better(const Hero& hero, const Item& item) {
    const Equipment& worn = hero.equipment;
    const auto inUse = [&](EquipSlot slot) -> const Item* {
        const std::optional<Item>& there = worn.in(slot);
        return there ? &*there : nullptr;
    };
    switch (item.kind->itemClass) {
        case ItemClass::Weapon:
            return weaponWorth(hero, &item) > weaponWorth(hero, inUse(EquipSlot::Weapon));
        case ItemClass::Armour:
            return armourWorth(&item) > armourWorth(inUse(EquipSlot::Armour));
        case ItemClass::Bow:
            return !worn.in(EquipSlot::Bow) ||
                   enchantedDamage(item).averageHundredths() >
                       enchantedDamage(*worn.in(EquipSlot::Bow)).averageHundredths();
        case ItemClass::Ring:
            return !worn.in(EquipSlot::LeftRing) || !worn.in(EquipSlot::RightRing);
        case ItemClass::Potion:
        case ItemClass::Scroll:
        case ItemClass::Arrows:
        case ItemClass::Missile:
        case ItemClass::Gold:
        case ItemClass::Amulet:
        case ItemClass::Treasure:
        case ItemClass::Staff:  // zapped from the pack, never put to use
        case ItemClass::Wand:
            return false;
    }
    return false;
}

}  // namespace

int weaponWorth(const Hero& hero, const Item* weapon) {
    int blow = hero.heroClass->damage.averageHundredths() + hero.damageBonus * 100;
    int accuracy = hero.heroClass->accuracy;
    if (weapon != nullptr) {
        blow += enchantedDamage(*weapon).averageHundredths();
        accuracy += enchantedAccuracy(*weapon);
    }
    return blow * std::clamp(accuracy - kMiddlingDefence, 5, 95) / 100;
}

int armourWorth(const Item* armour) {
    // Doubled, so half the slowness stays a whole number.
    return armour == nullptr ? 0 : enchantedDefence(*armour) * 2 - armour->kind->slowness;
}

std::optional<EquipSlot> worthEnchanting(const Hero& hero) {
    const Equipment& worn = hero.equipment;
    const auto takes = [&](EquipSlot slot) {
        const std::optional<Item>& item = worn.in(slot);
        return item && enchantable(*item->kind) && item->enchantment < kMostEnchantment;
    };
    const bool weapon = takes(EquipSlot::Weapon);
    const bool armour = takes(EquipSlot::Armour);
    if (weapon && armour) {
        return worn.in(EquipSlot::Armour)->enchantment < worn.in(EquipSlot::Weapon)->enchantment
                   ? EquipSlot::Armour
                   : EquipSlot::Weapon;
    }
    if (weapon || armour) {
        return weapon ? EquipSlot::Weapon : EquipSlot::Armour;
    }
    if (takes(EquipSlot::Bow)) {
        return EquipSlot::Bow;
    }
    return std::nullopt;
}

int vaultWorth(const Hero& hero, const Item& item) {
    if (item.kind->itemClass == ItemClass::Staff) {
        return 3;
    }
    if (item.kind->itemClass != ItemClass::Ring && better(hero, item)) {
        return 2;
    }
    return item.kind->itemClass == ItemClass::Ring ? 1 : 0;
}

int gearToUse(const Hero& hero) {
    for (int slot = 0; slot < hero.pack.size(); ++slot) {
        if (better(hero, hero.pack.at(slot))) {
            return slot;
        }
    }
    return -1;
}

int gearToDrop(const Hero& hero) {
    for (int slot = 0; slot < hero.pack.size(); ++slot) {
        const ItemKind& kind = *hero.pack.at(slot).kind;
        const bool gear = kind.itemClass == ItemClass::Weapon ||
                          kind.itemClass == ItemClass::Armour || kind.itemClass == ItemClass::Bow;
        if (gear && !better(hero, hero.pack.at(slot))) {
            return slot;
        }
    }
    return -1;
}

}  // namespace delve
