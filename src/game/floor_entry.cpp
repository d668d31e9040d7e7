#include "game/floor_entry.h"

#include <stdexcept>
#include <vector>

#include "game/floor_names.h"
#include "game/traps/trap_rule.h"
#include "world/generate.h"

namespace delve {

namespace {

// Monsters on a generated floor: a few more the deeper it is.
int monstersFor(int depth, Rng& rng) {
    return 3 + depth + rng.roll(0, 2);
}

MonsterMind firstMind(const MonsterKind& kind) {
    return kind.sleeps ? MonsterMind::Asleep : MonsterMind::Wandering;
}

// Monsters of the floor's depth, chosen by rarity, each in a free cell of a
// room other than the one the hero starts in.
void placeMonsters(World& world, const std::vector<Rect>& rooms, int startRoom, Rng& floorRng) {
    const int depth = world.stage.depth();
    std::vector<const MonsterKind*> kinds;
    int totalRarity = 0;
    for (const MonsterKind& kind : world.rules->monsters) {
        if (kind.minDepth <= depth && depth <= kind.maxDepth) {
            kinds.push_back(&kind);
            totalRarity += kind.rarity;
        }
    }
    if (kinds.empty() || rooms.size() < 2) {
        return;
    }
    const int count = monstersFor(depth, floorRng);
    for (int i = 0; i < count; ++i) {
        int pick = floorRng.roll(0, totalRarity - 1);
        const MonsterKind* kind = kinds.front();
        for (const MonsterKind* candidate : kinds) {
            if (pick < candidate->rarity) {
                kind = candidate;
                break;
            }
            pick -= candidate->rarity;
        }
        int roomIndex = floorRng.roll(0, static_cast<int>(rooms.size()) - 2);
        if (roomIndex >= startRoom && startRoom >= 0) {
            ++roomIndex;
        }
        const Rect& room = rooms[static_cast<std::size_t>(roomIndex)];
        for (int attempt = 0; attempt < 10; ++attempt) {
            const Point cell{floorRng.roll(room.left(), room.right() - 1),
                             floorRng.roll(room.top(), room.bottom() - 1)};
            if (world.map().isWalkable(cell) && world.stage.monsterAt(cell) == nullptr &&
                cell != world.hero.position) {
                addMonster(world, *kind, cell, firstMind(*kind));
                break;
            }
        }
    }
}

// Traps for the depth: one on the first floor, a few more below, each of a
// kind that fits the floor, in a free cell of a room other than the start
// (so the first step of a floor never springs one) or of a corridor.
void placeTraps(World& world, const std::vector<Rect>& rooms, int startRoom, Rng& floorRng) {
    const int depth = world.stage.depth();
    std::vector<TrapKind> kinds;
    for (TrapKind kind : kAllTraps) {
        if (ruleOf(kind).fitsFloor(depth)) {
            kinds.push_back(kind);
        }
    }
    const Map& map = world.map();
    const Rect& start = rooms[static_cast<std::size_t>(std::max(startRoom, 0))];
    const int count = 1 + depth / 2 + floorRng.roll(0, 1);
    for (int placed = 0, attempt = 0; placed < count && attempt < 200; ++attempt) {
        const Point cell{floorRng.roll(0, map.width() - 1), floorRng.roll(0, map.height() - 1)};
        if (map.terrain(cell) != Terrain::Floor || start.contains(cell) ||
            world.stage.monsterAt(cell) != nullptr || world.stage.trapAt(cell) != nullptr) {
            continue;
        }
        const TrapKind kind =
            kinds[static_cast<std::size_t>(floorRng.roll(0, static_cast<int>(kinds.size()) - 1))];
        world.stage.addTrap(Trap{kind, cell, false});
        ++placed;
    }
}

// How many of a stacking kind lie in one heap: its span, and gold grows
// with the depth.
int heapSize(const ItemKind& kind, int depth, Rng& floorRng) {
    if (!kind.stacks() || kind.mostFound == 0) {
        return 1;
    }
    const int found = floorRng.roll(kind.leastFound, kind.mostFound);
    return kind.itemClass == ItemClass::Gold ? found * (depth + 2) / 3 : found;
}

// Items for the depth, chosen by rarity among the kinds found there, each on
// a floor cell with no trap: a few on the first floor, more below.
void placeItems(World& world, Rng& floorRng) {
    const int depth = world.stage.depth();
    std::vector<const ItemKind*> kinds;
    int totalRarity = 0;
    for (const ItemKind& kind : world.rules->items) {
        if (kind.rarity > 0 && kind.minDepth <= depth && depth <= kind.maxDepth) {
            kinds.push_back(&kind);
            totalRarity += kind.rarity;
        }
    }
    if (kinds.empty()) {
        return;
    }
    const Map& map = world.map();
    const int count = 4 + depth / 2 + floorRng.roll(0, 2);
    for (int placed = 0, attempt = 0; placed < count && attempt < 200; ++attempt) {
        const Point cell{floorRng.roll(0, map.width() - 1), floorRng.roll(0, map.height() - 1)};
        if (map.terrain(cell) != Terrain::Floor || world.stage.trapAt(cell) != nullptr ||
            world.stage.topItemAt(cell) != nullptr || cell == world.hero.position) {
            continue;
        }
        int pick = floorRng.roll(0, totalRarity - 1);
        const ItemKind* kind = kinds.front();
        for (const ItemKind* candidate : kinds) {
            if (pick < candidate->rarity) {
                kind = candidate;
                break;
            }
            pick -= candidate->rarity;
        }
        world.stage.putItem(Item{kind, heapSize(*kind, depth, floorRng)}, cell);
        ++placed;
    }
}

// What a level's legend places: a kind of item, or gold.
const ItemKind* itemKindOf(const World& world, const Placement& placement) {
    return placement.kind == PlacementKind::Gold ? world.rules->gold()
                                                 : world.rules->item(placement.id);
}

}  // namespace

void enterGeneratedFloor(World& world, int depth) {
    Rng floorRng(world.floorSeeds[static_cast<std::size_t>(depth - 1)]);
    GeneratedFloor generated =
        generateRoomsAndCorridors(kGeneratedFloorWidth, kGeneratedFloorHeight, floorRng);
    if (depth == kDeepestFloor) {
        // Nothing lies below the deepest floor.
        generated.map.setTerrain(generated.stairs, Terrain::Floor);
    }
    world.stage = Stage(depth, generatedFloorName(depth), std::move(generated.map));
    world.hero.position = generated.start;
    world.paths.forget();
    // The floor's own dice place its monsters, after its rooms.
    if (!world.emptyFloors) {
        placeMonsters(world, generated.rooms, generated.startRoom, floorRng);
    }
    if (!generated.rooms.empty() && !world.emptyFloors) {
        placeTraps(world, generated.rooms, generated.startRoom, floorRng);
    }
    if (!world.emptyFloors) {
        placeItems(world, floorRng);
    }
    world.say(MessageId::FloorEntered,
              MessageArguments{}.withNumber(depth).withFloor(world.stage.name()));
    world.updateSight();
}

void enterLevel(World& world, const Level& level) {
    if (!level.start) {
        throw std::invalid_argument(level.source + ": the level has no `@` where the hero starts");
    }
    for (const Placement& placement : level.placements) {
        bool known = true;
        if (placement.kind == PlacementKind::Monster) {
            known = world.rules->monster(placement.id) != nullptr;
        } else if (placement.kind == PlacementKind::Trap) {
            known = trapOfWord(placement.id).has_value();
        } else if (placement.kind == PlacementKind::Item || placement.kind == PlacementKind::Gold) {
            known = itemKindOf(world, placement) != nullptr;
        }
        if (!known) {
            // Gold is named by its class, not an id: the rules may have no
            // kind of that class.
            const std::string& what =
                placement.kind == PlacementKind::Gold ? std::string("gold") : placement.id;
            throw std::invalid_argument(level.source + ": the rules know no \"" + what + "\"");
        }
    }
    const std::string& name = !level.name.empty() ? level.name
                              : !level.id.empty() ? level.id
                                                  : level.source;
    world.stage = Stage(1, name, level.map);
    world.hero.position = *level.start;
    world.paths.forget();
    for (const Placement& placement : level.placements) {
        if (placement.kind == PlacementKind::Monster && !world.emptyFloors) {
            const MonsterKind& kind = *world.rules->monster(placement.id);
            addMonster(world, kind, placement.at, firstMind(kind));
        } else if (placement.kind == PlacementKind::Trap && !world.emptyFloors) {
            world.stage.addTrap(Trap{*trapOfWord(placement.id), placement.at, placement.known});
        } else if (placement.kind == PlacementKind::Item || placement.kind == PlacementKind::Gold) {
            // What does not stack lies as that many single things.
            const ItemKind& kind = *itemKindOf(world, placement);
            const int heaps = kind.stacks() ? 1 : placement.amount;
            for (int i = 0; i < heaps; ++i) {
                world.stage.putItem(Item{&kind, kind.stacks() ? placement.amount : 1},
                                    placement.at);
            }
        }
    }
    world.say(MessageId::FloorEntered,
              MessageArguments{}.withNumber(1).withFloor(world.stage.name()));
    world.updateSight();
}

Monster& addMonster(World& world, const MonsterKind& kind, Point at, MonsterMind mind) {
    Monster monster;
    monster.kind = &kind;
    monster.position = at;
    monster.hp = kind.maxHp;
    monster.maxHp = kind.maxHp;
    monster.speed = kind.speed;
    monster.mind = mind;
    return world.stage.add(std::move(monster));
}

}  // namespace delve
