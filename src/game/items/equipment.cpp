#include "game/items/equipment.h"
#include "core/exact_table.h"

#include "core/words.h"

namespace delve {

namespace {

// In the order of EquipSlot.
constexpr auto kWords = exactTable<std::string_view, kAllEquipSlots.size()>({"weapon", "bow", "armour",
                                                                        "left_ring", "right_ring"});

}  // namespace

std::string_view equipSlotWord(EquipSlot slot) {
    return wordOf(kWords, slot);
}

std::optional<EquipSlot> equipSlotOfWord(std::string_view word) {
    return valueOfWord<EquipSlot>(kWords, word);
}

int Equipment::ringPower(RingPower power) const {
    int total = 0;
    for (EquipSlot hand : {EquipSlot::LeftRing, EquipSlot::RightRing}) {
        if (const ItemKind* ring = kindIn(hand); ring != nullptr && ring->ring == power) {
            total += ring->power;
        }
    }
    return total;
}

bool fitsSlot(const ItemKind& kind, EquipSlot slot) {
    const bool ring = slot == EquipSlot::LeftRing || slot == EquipSlot::RightRing;
    return ring ? kind.itemClass == ItemClass::Ring : slotFor(kind, Equipment{}) == slot;
}

std::optional<EquipSlot> slotFor(const ItemKind& kind, const Equipment& equipment) {
    switch (kind.itemClass) {
        case ItemClass::Weapon:
            return EquipSlot::Weapon;
        case ItemClass::Bow:
            return EquipSlot::Bow;
        case ItemClass::Armour:
            return EquipSlot::Armour;
        case ItemClass::Ring:
            if (equipment.in(EquipSlot::LeftRing) && !equipment.in(EquipSlot::RightRing)) {
                return EquipSlot::RightRing;
            }
            return EquipSlot::LeftRing;
        case ItemClass::Potion:
        case ItemClass::Scroll:
        case ItemClass::Arrows:
        case ItemClass::Missile:
        case ItemClass::Gold:
        case ItemClass::Amulet:
            return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace delve
