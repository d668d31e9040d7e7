#include "game/items/starting_kit.h"

#include "game/items/charges.h"

namespace delve {

namespace {

// Puts one of the kind in use if its place is free; whether it did.
bool putInUse(Hero& hero, const ItemKind& kind) {
    const std::optional<EquipSlot> slot = slotFor(kind, hero.equipment);
    if (!slot || kind.stacks() || hero.equipment.in(*slot)) {
        return false;
    }
    hero.equipment.in(*slot) = Item{&kind, 1};
    return true;
}

}  // namespace

void takeStartingKit(World& world) {
    Hero& hero = world.hero;
    for (const KitItem& thing : hero.heroClass->kit) {
        const ItemKind* kind = world.rules->item(thing.item);
        if (kind == nullptr) {
            continue;  // the loader refuses a kit the rules do not know
        }
        world.lore.learn(*kind);
        if (kind->itemClass == ItemClass::Gold) {
            hero.gold += thing.count;  // gold goes to the purse, never the pack
            continue;
        }
        int left = thing.count;
        if (putInUse(hero, *kind)) {
            --left;
        }
        if (kind->stacks()) {
            hero.pack.add(freshItem(*kind, left));
            continue;
        }
        for (; left > 0; --left) {
            hero.pack.add(freshItem(*kind));
        }
    }
}

}  // namespace delve
