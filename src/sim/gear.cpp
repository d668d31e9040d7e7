#include "sim/gear.h"

#include <algorithm>

namespace delve {

namespace {

// The defence of the monsters a hero meets halfway down.
constexpr int kMiddlingDefence = 15;

// Whether the thing in this slot is better than what is in use in its place.
bool better(const Hero& hero, const ItemKind& kind) {
    const Equipment& worn = hero.equipment;
    switch (kind.itemClass) {
        case ItemClass::Weapon:
            return weaponWorth(hero, &kind) > weaponWorth(hero, worn.weapon());
        case ItemClass::Armour:
            return armourWorth(&kind) > armourWorth(worn.armour());
        case ItemClass::Bow:
            return worn.bow() == nullptr ||
                   kind.damage.averageHundredths() > worn.bow()->damage.averageHundredths();
        case ItemClass::Ring:
            return !worn.in(EquipSlot::LeftRing) || !worn.in(EquipSlot::RightRing);
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

}  // namespace

int weaponWorth(const Hero& hero, const ItemKind* weapon) {
    int blow = hero.heroClass->damage.averageHundredths() + hero.damageBonus * 100;
    int accuracy = hero.heroClass->accuracy;
    if (weapon != nullptr) {
        blow += weapon->damage.averageHundredths();
        accuracy += weapon->accuracy;
    }
    return blow * std::clamp(accuracy - kMiddlingDefence, 5, 95) / 100;
}

int armourWorth(const ItemKind* armour) {
    // Doubled, so half the slowness stays a whole number.
    return armour == nullptr ? 0 : armour->defence * 2 - armour->slowness;
}

int gearToUse(const Hero& hero) {
    for (int slot = 0; slot < hero.pack.size(); ++slot) {
        if (better(hero, *hero.pack.at(slot).kind)) {
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
        if (gear && !better(hero, kind)) {
            return slot;
        }
    }
    return -1;
}

}  // namespace delve
