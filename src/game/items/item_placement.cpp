#include "game/items/item_placement.h"

#include <vector>

#include "core/direction.h"
#include "game/by_rarity.h"
#include "game/items/charges.h"
#include "game/properties/property.h"

namespace delve {

namespace {

// How many of a stacking kind lie in one heap: its span, and gold grows
// with the depth.
int heapSize(const ItemKind& kind, int depth, Rng& floorRng) {
    if (!kind.stacks() || kind.mostFound == 0) {
        return 1;
    }
    const int found = floorRng.roll(kind.leastFound, kind.mostFound);
    return kind.itemClass == ItemClass::Gold ? found * (depth + 2) / 3 : found;
}

// The arrows a bow found on a floor comes with: the first kind of arrows
// the rules have, or none for anything but a bow.
const ItemKind* arrowsFor(const Rules& rules, const ItemKind& found) {
    if (found.itemClass != ItemClass::Bow) {
        return nullptr;
    }
    for (const ItemKind& kind : rules.items) {
        if (kind.itemClass == ItemClass::Arrows) {
            return &kind;
        }
    }
    return nullptr;
}

// Whether a thing may be put down at `cell` by a floor: bare floor, no
// trap, nothing lying there, not under the hero.
bool freeForItem(const World& world, Point cell) {
    return world.map().terrain(cell) == Terrain::Floor && world.stage.trapAt(cell) == nullptr &&
           world.stage.topItemAt(cell) == nullptr && cell != world.hero.position;
}

// A heap of the arrows a bow comes with, on a free cell beside it.
void putArrowsBeside(World& world, const ItemKind& arrows, Point bow, Rng& floorRng) {
    for (const Direction direction : kAllDirections) {
        const Point cell = bow + offset(direction);
        if (freeForItem(world, cell)) {
            world.stage.putItem(Item{&arrows, heapSize(arrows, world.stage.depth(), floorRng)},
                                cell);
            return;
        }
    }
}

}  // namespace

void placeItems(World& world, Span count, Rng& floorRng) {
    const int depth = world.stage.depth();
    std::vector<const ItemKind*> kinds;
    for (const ItemKind& kind : world.rules->items) {
        if (kind.rarity > 0 && kind.minDepth <= depth && depth <= kind.maxDepth) {
            kinds.push_back(&kind);
        }
    }
    if (kinds.empty()) {
        return;
    }
    const Map& map = world.map();
    const int items = floorRng.roll(count.least, count.most);
    for (int placed = 0, attempt = 0; placed < items && attempt < 200; ++attempt) {
        const Point cell{floorRng.roll(0, map.width() - 1), floorRng.roll(0, map.height() - 1)};
        if (!freeForItem(world, cell)) {
            continue;
        }
        const ItemKind* kind = byRarity(
            kinds, [](const ItemKind& k) { return k.rarity; }, floorRng);
        Item found = freshItem(*kind, heapSize(*kind, depth, floorRng));
        found.property = propertyFound(*kind, depth, floorRng);
        world.stage.putItem(found, cell);
        // A bow lies with arrows for it, or it would be no find at all.
        if (const ItemKind* arrows = arrowsFor(*world.rules, *kind)) {
            putArrowsBeside(world, *arrows, cell, floorRng);
        }
        ++placed;
    }
}

}  // namespace delve
