#include "game/items/vault.h"

#include <algorithm>
#include <vector>

#include "game/items/charges.h"
#include "game/properties/property.h"

namespace delve {

namespace {

// Things of these classes are worth a choice; potions and scrolls (hidden
// until used) and wands (spent) are not.
bool worthAPedestal(const ItemKind& kind, int depth) {
    const bool lasting = kind.itemClass == ItemClass::Staff ||
                         kind.itemClass == ItemClass::Weapon ||
                         kind.itemClass == ItemClass::Armour || kind.itemClass == ItemClass::Ring;
    return lasting && kind.rarity > 0 && kind.minDepth <= depth + 2 && depth <= kind.maxDepth;
}

// A row of pedestals: where it starts, and the step from one to the next
// (two cells east, or two south).
struct Row {
    Point first;
    Point step;
};

// Whether the row fits: open floor from a cell before the first pedestal
// to one after the last, and, `roomy`, along both sides; nothing on the
// pedestals' own cells yet.
bool rowFits(const World& world, const Row& row, int things, bool roomy) {
    const Map& map = world.map();
    const Point along{row.step.x / 2, row.step.y / 2};
    const Point across{along.y, along.x};
    const int sides = roomy ? 1 : 0;
    for (int side = -sides; side <= sides; ++side) {
        for (int on = -1; on <= 2 * things - 1; ++on) {
            const Point cell{row.first.x + along.x * on + across.x * side,
                             row.first.y + along.y * on + across.y * side};
            if (!map.contains(cell) || map.terrain(cell) != Terrain::Floor) {
                return false;
            }
        }
    }
    for (int placed = 0; placed < things; ++placed) {
        const Point cell{row.first.x + row.step.x * placed, row.first.y + row.step.y * placed};
        if (world.stage.topItemAt(cell) != nullptr || world.stage.trapAt(cell) != nullptr ||
            world.stage.monsterAt(cell) != nullptr) {
            return false;
        }
    }
    return true;
}

// A thing of `kind` as the vault shows it: a staff full, a weapon or
// armour with a property it shows at once.
Item pedestalThing(const ItemKind& kind, Rng& floorRng) {
    Item thing = freshItem(kind);
    thing.property = somePropertyFor(kind, floorRng);
    thing.propertyKnown = thing.property.has_value();
    return thing;
}

}  // namespace

void placeVault(World& world, int things, Rng& floorRng) {
    const int depth = world.stage.depth();
    std::vector<const ItemKind*> kinds;
    for (const ItemKind& kind : world.rules->items) {
        if (worthAPedestal(kind, depth)) {
            kinds.push_back(&kind);
        }
    }
    const Map& map = world.map();
    // Far from the arrival, so the hero comes on it as she explores.
    constexpr int kFarFromArrival = 12;
    // In the open if there is room, else along any straight stretch.
    std::vector<Row> rows;
    for (const bool roomy : {true, false}) {
        if (!rows.empty()) {
            break;
        }
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                if (chebyshevDistance({x, y}, world.hero.position) < kFarFromArrival) {
                    continue;
                }
                for (const Point step : {Point{2, 0}, Point{0, 2}}) {
                    if (rowFits(world, Row{{x, y}, step}, things, roomy)) {
                        rows.push_back(Row{{x, y}, step});
                    }
                }
            }
        }
    }
    if (rows.empty() || static_cast<int>(kinds.size()) < things) {
        return;
    }
    const Row row = floorRng.pick(rows);
    for (int placed = 0; placed < things; ++placed) {
        const auto chosen = kinds.begin() + floorRng.roll(0, static_cast<int>(kinds.size()) - 1);
        const Point cell{row.first.x + row.step.x * placed, row.first.y + row.step.y * placed};
        world.stage.putOnPedestal(pedestalThing(**chosen, floorRng), cell);
        kinds.erase(chosen);
    }
}

}  // namespace delve
