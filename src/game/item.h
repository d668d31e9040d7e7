#pragma once

#include "core/point.h"
#include "game/item_kind.h"

namespace delve {

// Some things of one kind: a sword, three darts, a pile of 25 gold.
struct Item {
    const ItemKind* kind = nullptr;
    int count = 1;

    friend bool operator==(const Item& a, const Item& b) {
        return a.kind == b.kind && a.count == b.count;
    }
};

// An item lying on the floor.
struct FloorItem {
    Item item;
    Point at;
    // The hero put it down here, so exploring does not pick it up again.
    bool left = false;

    friend bool operator==(const FloorItem&, const FloorItem&) = default;
};

}  // namespace delve
