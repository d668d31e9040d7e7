#include "game/items/equipment.h"

#include "core/words.h"
#include "game/items/enchanting.h"

namespace delve {

namespace {

// The word saves and files write each member as; "" for a value that is none.
constexpr std::string_view slotWordFor(EquipSlot member) {
    switch (member) {
        case EquipSlot::Weapon:
            return "weapon";
        case EquipSlot::Bow:
            return "bow";
        case EquipSlot::Armour:
            return "armour";
        case EquipSlot::LeftRing:
            return "left_ring";
        case EquipSlot::RightRing:
            return "right_ring";
    }
    return {};
}

static_assert(namesExactly<EquipSlot>(kAllEquipSlots.size(), slotWordFor),
              "kAllEquipSlots must hold every EquipSlot");

}  // namespace

std::string_view equipSlotWord(EquipSlot slot) {
    return slotWordFor(slot);
}

std::optional<EquipSlot> equipSlotOfWord(std::string_view word) {
    return memberOfWord<EquipSlot>(kAllEquipSlots.size(), slotWordFor, word);
}

int Equipment::ringPower(RingPower power) const {
    int total = 0;
    for (EquipSlot hand : {EquipSlot::LeftRing, EquipSlot::RightRing}) {
        if (const std::optional<Item>& ring = in(hand); ring && ring->kind->ring == power) {
            total += enchantedRingPower(*ring);
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
        case ItemClass::Treasure:
        case ItemClass::Staff:  // zapped from the pack
        case ItemClass::Wand:
            return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace delve
