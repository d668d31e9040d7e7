#pragma once

#include <vector>

#include "game/item.h"

namespace delve {

// What the hero carries: up to 26 slots, lettered a to z, in the order they
// were filled. Things that stack (potions, scrolls, arrows, missiles) share
// a slot with others of their kind.
class Pack {
  public:
    static constexpr int kSlots = 26;

    const std::vector<Item>& items() const { return items_; }
    int size() const { return static_cast<int>(items_.size()); }
    bool has(int slot) const { return slot >= 0 && slot < size(); }
    const Item& at(int slot) const { return items_[static_cast<std::size_t>(slot)]; }
    // A thing in the pack whose own state changes (a staff's charges, an
    // enchantment); never its kind or count, which decide the stacks.
    Item& atToChange(int slot) { return items_[static_cast<std::size_t>(slot)]; }

    // Whether the item would find a slot: one of its stack, or a free one.
    bool hasRoomFor(const Item& item) const;
    // Puts it in, with its stack if it has one; false (and nothing changes)
    // when there is no room.
    bool add(const Item& item);
    // Takes `count` out of a slot (all of it, if it holds no more); the slot
    // goes when it is empty, and those after it move up a letter.
    Item take(int slot, int count);
    // The first slot holding this kind, or -1.
    int slotOf(const ItemKind& kind) const;

    friend bool operator==(const Pack&, const Pack&) = default;

  private:
    std::vector<Item> items_;
};

}  // namespace delve
