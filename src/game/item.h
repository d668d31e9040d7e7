#pragma once

#include <optional>
#include "core/point.h"

#include "game/item_kind.h"

namespace delve {

enum class Property;

// Some things of one kind: a sword, three darts, a pile of 25 gold.
struct Item {
    const ItemKind* kind = nullptr;
    int count = 1;
    // Scrolls of enchanting read into it (game/items/enchanting.h); only
    // things that never stack take any, so a stack's members stay alike.
    int enchantment = 0;
    // A staff's or wand's charges left (game/items/charges.h), and for a
    // staff the turns gathered toward its next.
    int charges = 0;
    int recharge = 0;
    // What a weapon or armour holds besides its kind's numbers
    // (game/properties/property.h), and whether the hero has seen it act.
    std::optional<Property> property = std::nullopt;
    bool propertyKnown = false;

    friend bool operator==(const Item&, const Item&) = default;
};

// An item lying on the floor.
struct FloorItem {
    Item item;
    Point at;
    // The hero put it down here, so exploring does not pick it up again.
    bool left = false;
    // One of a vault of choice's things (game/items/vault.h): taking it
    // shuts the others away, so exploring never takes it unasked.
    bool pedestal = false;

    friend bool operator==(const FloorItem&, const FloorItem&) = default;
};

}  // namespace delve
