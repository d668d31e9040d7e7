#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "core/words.h"
#include "game/item.h"

namespace delve {

// Where the hero wears or holds what is in use.
enum class EquipSlot {
    Weapon,
    Bow,
    Armour,
    LeftRing,
    RightRing,
};

// Every member, in order (the count is checked where the words are).
inline constexpr auto kAllEquipSlots = membersInOrder<EquipSlot, 5>();

// The word saves and the dump name a slot by ("left_ring"), and back.
std::string_view equipSlotWord(EquipSlot slot);
std::optional<EquipSlot> equipSlotOfWord(std::string_view word);

// What the hero has in use, outside the pack: a weapon in hand (or bare
// hands), the bow ready, armour, a ring on each hand.
class Equipment {
  public:
    const std::optional<Item>& in(EquipSlot slot) const {
        return slots_[static_cast<std::size_t>(slot)];
    }
    std::optional<Item>& in(EquipSlot slot) { return slots_[static_cast<std::size_t>(slot)]; }

    const ItemKind* weapon() const { return kindIn(EquipSlot::Weapon); }
    const ItemKind* bow() const { return kindIn(EquipSlot::Bow); }
    const ItemKind* armour() const { return kindIn(EquipSlot::Armour); }
    // The rings' power of this sort, added up.
    int ringPower(RingPower power) const;

    friend bool operator==(const Equipment&, const Equipment&) = default;

  private:
    const ItemKind* kindIn(EquipSlot slot) const {
        const std::optional<Item>& item = in(slot);
        return item ? item->kind : nullptr;
    }

    std::array<std::optional<Item>, kAllEquipSlots.size()> slots_;
};

// Whether an item of this kind can be in use in that place.
bool fitsSlot(const ItemKind& kind, EquipSlot slot);

// The slot an item of this class goes to, when it is put to use; for a
// ring, the first free hand (the left one when both are full).
std::optional<EquipSlot> slotFor(const ItemKind& kind, const Equipment& equipment);

}  // namespace delve
