#include <algorithm>

#include "game/actors.h"
#include "game/items/enchanting.h"

namespace delve {

bool Hero::knows(const Skill& skill) const {
    return std::ranges::find(skills, &skill) != skills.end();
}

int heroDefence(const Hero& hero) {
    int defence = hero.heroClass->defence + hero.equipment.ringPower(RingPower::Protection);
    if (const std::optional<Item>& armour = hero.equipment.in(EquipSlot::Armour)) {
        defence += enchantedDefence(*armour);
    }
    return defence;
}

int heroSight(const Hero& hero) {
    return hero.heroClass->sightRadius + hero.equipment.ringPower(RingPower::Sight);
}

int heroAccuracy(const Hero& hero) {
    int accuracy = hero.heroClass->accuracy;
    if (const std::optional<Item>& weapon = hero.equipment.in(EquipSlot::Weapon)) {
        accuracy += enchantedAccuracy(*weapon);
    }
    return accuracy;
}

int heroSpeed(const Hero& hero) {
    const ItemKind* armour = hero.equipment.armour();
    return kNormalSpeed - (armour != nullptr ? armour->slowness : 0);
}

}  // namespace delve
