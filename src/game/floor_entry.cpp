#include "game/floor_entry.h"
#include "game/turn.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/direction.h"
#include "game/by_rarity.h"
#include "game/combat.h"
#include "game/items/charges.h"
#include "game/items/item_placement.h"
#include "game/items/vault.h"
#include "game/traps/trap_rule.h"
#include "map/generate.h"
#include "map/generate_reach.h"

namespace delve {

namespace {

// A cave's monsters and traps keep at least this many steps from where the
// hero arrives, as a floor of rooms keeps them out of the first room.
constexpr int kStepsFromArrival = 8;
// Guards lie within this many cells of the Amulet.
constexpr int kGuardReach = 3;

MonsterMind firstMind(const MonsterKind& kind) {
    return kind.sleeps ? MonsterMind::Asleep : MonsterMind::Wandering;
}

// Where a floor's monsters and traps may go: not where the hero arrives. On
// a floor of rooms that is any room but the first; on caves and mixed
// floors, any open cell a walk of some steps away.
class Ground {
  public:
    Ground(const Map& map, const GeneratedFloor& generated, FloorLayout layout)
        : rooms_(layout == FloorLayout::Rooms ? generated.rooms : std::vector<Rect>{}),
          startRoom_(generated.startRoom),
          start_(generated.start) {
        if (layout == FloorLayout::Rooms) {
            return;
        }
        steps_ = walkingDistances(map, generated.start, SecretDoorRule::Passable);
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                if (steps_[{x, y}] >= kStepsFromArrival && map.isWalkable({x, y})) {
                    far_.push_back({x, y});
                }
            }
        }
    }

    // Whether monsters can be put anywhere at all.
    bool hasRoom() const { return rooms_.size() >= 2 || !far_.empty(); }

    // A cell to try for a monster: in a room other than the first (the
    // room, then the cell in it, is rolled once and the cell up to ten
    // times), or one of the far cells.
    template <class Fits>
    std::optional<Point> monsterCell(Rng& rng, Fits fits) const {
        if (!rooms_.empty()) {
            int roomIndex = rng.roll(0, static_cast<int>(rooms_.size()) - 2);
            if (roomIndex >= startRoom_ && startRoom_ >= 0) {
                ++roomIndex;
            }
            const Rect& room = rooms_[static_cast<std::size_t>(roomIndex)];
            for (int attempt = 0; attempt < 10; ++attempt) {
                const Point cell{rng.roll(room.left(), room.right() - 1),
                                 rng.roll(room.top(), room.bottom() - 1)};
                if (fits(cell)) {
                    return cell;
                }
            }
            return std::nullopt;
        }
        for (int attempt = 0; attempt < 10; ++attempt) {
            const Point cell = rng.pick(far_);
            if (fits(cell)) {
                return cell;
            }
        }
        return std::nullopt;
    }

    // Whether a trap there would spring on the hero's first steps.
    bool nearArrival(Point cell) const {
        if (!rooms_.empty()) {
            return rooms_[static_cast<std::size_t>(std::max(startRoom_, 0))].contains(cell);
        }
        return cell == start_ || steps_[cell] < kStepsFromArrival;
    }

  private:
    std::vector<Rect> rooms_;
    int startRoom_ = -1;
    Point start_;
    Grid<int> steps_;
    std::vector<Point> far_;
};

// The kinds a generated floor of this depth may hold.
std::vector<const MonsterKind*> kindsFoundOn(const Rules& rules, int depth) {
    std::vector<const MonsterKind*> kinds;
    for (const MonsterKind& kind : rules.monsters) {
        if (kind.foundOn(depth)) {
            kinds.push_back(&kind);
        }
    }
    return kinds;
}

// Whether a monster may be put at `at`.
bool freeForMonster(const World& world, Point at) {
    return world.map().isWalkable(at) && world.stage.monsterAt(at) == nullptr &&
           at != world.hero.position;
}

// The rest of a pack around its first: each on the free cell nearest it,
// within a few steps, as many as fit, and never where the hero arrives.
void placePackAround(World& world, const Ground& ground, const MonsterKind& kind, Point first,
                     int more) {
    constexpr int kPackReach = 3;
    for (int reach = 1; reach <= kPackReach && more > 0; ++reach) {
        for (int dy = -reach; dy <= reach && more > 0; ++dy) {
            for (int dx = -reach; dx <= reach && more > 0; ++dx) {
                const Point cell = first + Point{dx, dy};
                if (std::max(std::abs(dx), std::abs(dy)) == reach && freeForMonster(world, cell) &&
                    !ground.nearArrival(cell)) {
                    addMonster(world, kind, cell, firstMind(kind));
                    --more;
                }
            }
        }
    }
}

// One monster, or a pack of its kind, at a cell the ground offers.
void placeKind(World& world, const Ground& ground, const MonsterKind& kind, Rng& floorRng) {
    const auto cell =
        ground.monsterCell(floorRng, [&](Point at) { return freeForMonster(world, at); });
    if (!cell) {
        return;
    }
    addMonster(world, kind, *cell, firstMind(kind));
    // Only a kind that hunts in packs rolls their number, so a floor of
    // lone kinds is made by the same dice as ever.
    if (kind.pack.most > 1) {
        placePackAround(world, ground, kind, *cell,
                        floorRng.roll(kind.pack.least, kind.pack.most) - 1);
    }
}

// How much deeper than its floor a monster from deeper down comes from.
constexpr Span kDeeperBy{2, 3};

// Now and then (the plan's chance) one monster from a floor or two deeper:
// whether one was placed, so the hero can be warned.
bool placeFromDeeper(World& world, const Ground& ground, int chance, Rng& floorRng) {
    if (chance <= 0 || floorRng.roll(1, 100) > chance) {
        return false;
    }
    const int depth = world.stage.depth();
    for (int deeper = floorRng.roll(kDeeperBy.least, kDeeperBy.most); deeper >= 1; --deeper) {
        // Only kinds from deeper: one also found here would be no news.
        std::vector<const MonsterKind*> kinds;
        for (const MonsterKind* kind : kindsFoundOn(*world.rules, depth + deeper)) {
            if (!kind->foundOn(depth)) {
                kinds.push_back(kind);
            }
        }
        if (kinds.empty()) {
            continue;
        }
        const MonsterKind* kind = byRarity(
            kinds, [](const MonsterKind& k) { return k.rarity; }, floorRng);
        const auto cell =
            ground.monsterCell(floorRng, [&](Point at) { return freeForMonster(world, at); });
        if (!cell) {
            return false;
        }
        // It comes alone: a pack from deeper would be no warning but an end.
        addMonster(world, *kind, *cell, firstMind(*kind));
        return true;
    }
    return false;
}

// Monsters of the floor's depth, chosen by rarity, each away from where the
// hero arrives; a kind that hunts in packs comes with its pack. Whether one
// from deeper down came too.
bool placeMonsters(World& world, const Ground& ground, const FloorPlan& plan, Rng& floorRng) {
    const std::vector<const MonsterKind*> kinds = kindsFoundOn(*world.rules, world.stage.depth());
    if (kinds.empty() || !ground.hasRoom()) {
        return false;
    }
    const int monsters = floorRng.roll(plan.monsters.least, plan.monsters.most);
    for (int i = 0; i < monsters; ++i) {
        const MonsterKind* kind = byRarity(
            kinds, [](const MonsterKind& k) { return k.rarity; }, floorRng);
        placeKind(world, ground, *kind, floorRng);
    }
    return placeFromDeeper(world, ground, plan.fromDeeper, floorRng);
}

// Traps for the depth, each of a kind that fits the floor, in a free cell
// away from the hero's arrival (so the first step of a floor never springs
// one).
void placeTraps(World& world, const Ground& ground, Span count, Rng& floorRng) {
    const int depth = world.stage.depth();
    std::vector<TrapKind> kinds;
    for (TrapKind kind : kAllTraps) {
        if (fitsFloor(*world.rules, kind, depth)) {
            kinds.push_back(kind);
        }
    }
    const Map& map = world.map();
    const int traps = floorRng.roll(count.least, count.most);
    for (int placed = 0, attempt = 0; placed < traps && attempt < 200; ++attempt) {
        const Point cell{floorRng.roll(0, map.width() - 1), floorRng.roll(0, map.height() - 1)};
        if (map.terrain(cell) != Terrain::Floor || ground.nearArrival(cell) ||
            world.stage.monsterAt(cell) != nullptr || world.stage.trapAt(cell) != nullptr) {
            continue;
        }
        const TrapKind kind =
            kinds[static_cast<std::size_t>(floorRng.roll(0, static_cast<int>(kinds.size()) - 1))];
        world.stage.addTrap(Trap{kind, cell, false});
        ++placed;
    }
}

// What a level's legend places: a kind of item, or gold.
const ItemKind* itemKindOf(const World& world, const Placement& placement) {
    return placement.kind == PlacementKind::Gold ? world.rules->gold()
                                                 : world.rules->item(placement.id);
}

}  // namespace

namespace {

GeneratedFloor generateFloor(FloorLayout layout, Rng& floorRng) {
    switch (layout) {
        case FloorLayout::Rooms:
            break;
        case FloorLayout::Caves:
            return generateCave(kGeneratedFloorWidth, kGeneratedFloorHeight, floorRng);
        case FloorLayout::Mixed:
            return generateMixed(kGeneratedFloorWidth, kGeneratedFloorHeight, floorRng);
    }
    return generateRoomsAndCorridors(kGeneratedFloorWidth, kGeneratedFloorHeight, floorRng);
}

// The Amulet at `at`, the floor's farthest cell from the hero's arrival,
// and its guards asleep on the free cells nearest it.
void placeAmulet(World& world, const FloorPlan& plan, Point at) {
    const ItemKind* amulet = world.rules->amulet();
    if (amulet == nullptr) {
        return;
    }
    world.stage.putItem(Item{amulet, 1}, at);
    std::vector<Point> near;
    for (int reach = 1; reach <= kGuardReach; ++reach) {
        for (int dy = -reach; dy <= reach; ++dy) {
            for (int dx = -reach; dx <= reach; ++dx) {
                const Point cell = at + Point{dx, dy};
                if (std::max(std::abs(dx), std::abs(dy)) == reach && world.map().isWalkable(cell) &&
                    world.map().terrain(cell) != Terrain::StairsDown) {
                    near.push_back(cell);
                }
            }
        }
    }
    std::size_t next = 0;
    for (const std::string& id : plan.guards) {
        const MonsterKind* kind = world.rules->monster(id);
        while (next < near.size() && world.stage.monsterAt(near[next]) != nullptr) {
            ++next;
        }
        if (kind == nullptr || next >= near.size() || world.emptyFloors) {
            continue;
        }
        addMonster(world, *kind, near[next++], MonsterMind::Asleep);
    }
}

// What a level's legend places, on the floor as it is now.
void placeLegend(World& world, const Level& level) {
    for (const Placement& placement : level.placements) {
        switch (placement.kind) {
            case PlacementKind::Monster:
                if (!world.emptyFloors) {
                    const MonsterKind& kind = *world.rules->monster(placement.id);
                    addMonster(world, kind, placement.at, firstMind(kind));
                }
                break;
            case PlacementKind::Trap:
                if (!world.emptyFloors) {
                    world.stage.addTrap(
                        Trap{*trapOfWord(placement.id), placement.at, placement.known});
                }
                break;
            case PlacementKind::Item:
            case PlacementKind::Gold: {
                // What does not stack lies as that many single things.
                const ItemKind& kind = *itemKindOf(world, placement);
                const int heaps = kind.stacks() ? 1 : placement.amount;
                for (int i = 0; i < heaps; ++i) {
                    world.stage.putItem(freshItem(kind, placement.amount), placement.at);
                }
                break;
            }
            case PlacementKind::Person:
                world.stage.addPerson(Person{world.rules->person(placement.id), placement.at});
                break;
            case PlacementKind::Marker:
                world.stage.addMarker(Marker{placement.id, placement.at});
                break;
        }
    }
}

// Whether the rules know what a placement names.
bool knownToRules(const World& world, const Placement& placement) {
    switch (placement.kind) {
        case PlacementKind::Monster:
            return world.rules->monster(placement.id) != nullptr;
        case PlacementKind::Trap:
            return trapOfWord(placement.id).has_value();
        case PlacementKind::Item:
        case PlacementKind::Gold:
            return itemKindOf(world, placement) != nullptr;
        case PlacementKind::Person:
            return world.rules->person(placement.id) != nullptr;
        case PlacementKind::Marker:
            break;
    }
    return true;
}

// Throws std::invalid_argument for a level without a start or with a kind
// the rules do not know.
void checkLevel(const World& world, const Level& level) {
    if (!level.start) {
        throw std::invalid_argument(level.source +
                                    ": the level has no `@` or stairs where the hero starts");
    }
    for (const Placement& placement : level.placements) {
        if (!knownToRules(world, placement)) {
            // Gold is named by its class, not an id: the rules may have no
            // kind of that class.
            const std::string& what =
                placement.kind == PlacementKind::Gold ? std::string("gold") : placement.id;
            throw std::invalid_argument(level.source + ": the rules know no \"" + what + "\"");
        }
    }
}

// The log names the floor the hero arrives on, as her adventure counts
// them.
void arrive(World& world) {
    const int depth = world.stage.depth();
    // A run that begins above ground has not climbed out of anything yet.
    MessageId said = world.turn == 0 && world.keptFloors.empty() ? MessageId::StartAboveGround
                                                                 : MessageId::SurfaceReached;
    if (depth > 0) {
        switch (world.plan().floorWord) {
            case FloorWord::Floor:
                said = MessageId::FloorEntered;
                break;
            case FloorWord::Level:
                said = MessageId::LevelEntered;
                break;
        }
    }
    world.say(said, MessageArguments{}.withNumber(depth).withFloor(world.stage.name()));
    world.updateSight();
    // A fight left behind on the stairs is over, unwon: what its kills gave
    // is the hero's all the same.
    gainExperience(world, std::exchange(world.fightExperience, 0));
    // What was in view when she last left counts for nothing now.
    for (Monster& monster : world.stage.monstersToChange()) {
        monster.inView = false;
    }
    tellWhatComesIntoView(world);
}

// The first cell of a terrain, reading the rows from the top.
std::optional<Point> firstOf(const Map& map, Terrain terrain) {
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.terrain({x, y}) == terrain) {
                return Point{x, y};
            }
        }
    }
    return std::nullopt;
}

// Where the hero lands on a floor she comes back to: on the stairs she
// took, or the free cell nearest them when a monster stands there.
Point landingOn(const World& world, Terrain stairs) {
    const Map& map = world.map();
    const Point on = firstOf(map, stairs).value_or(world.hero.position);
    const int farthest = std::max(map.width(), map.height());
    for (int reach = 0; reach <= farthest; ++reach) {
        for (int dy = -reach; dy <= reach; ++dy) {
            for (int dx = -reach; dx <= reach; ++dx) {
                const Point cell = on + Point{dx, dy};
                if (std::max(std::abs(dx), std::abs(dy)) == reach && map.isWalkable(cell) &&
                    world.stage.monsterAt(cell) == nullptr) {
                    return cell;
                }
            }
        }
    }
    return on;
}

}  // namespace

void enterFloor(World& world, int depth) {
    const DungeonPlan& plan = world.plan();
    if (depth == 0 && plan.surface) {
        enterLevel(world, *plan.surface, depth);
        return;
    }
    const FloorPlan floorPlan = plan.floor(depth);
    if (floorPlan.level) {
        enterLevel(world, *floorPlan.level, depth);
        return;
    }
    const int handMade =
        handMadeFloors(plan, world.floorSeeds)[static_cast<std::size_t>(depth - 1)];
    if (handMade >= 0) {
        enterLevel(world, *plan.levels[static_cast<std::size_t>(handMade)].level, depth);
        // A hand-made level in a generated floor's place keeps its vault.
        if (floorPlan.vault > 0) {
            Rng floorRng(world.floorSeeds[static_cast<std::size_t>(depth - 1)]);
            placeVault(world, floorPlan.vault, floorRng);
        }
        return;
    }
    Rng floorRng(world.floorSeeds[static_cast<std::size_t>(depth - 1)]);
    GeneratedFloor generated = generateFloor(floorPlan.layout, floorRng);
    if (depth == plan.deepest()) {
        // Nothing lies below the deepest floor.
        generated.map.setTerrain(generated.stairs, Terrain::Floor);
    }
    world.stage = Stage(depth, floorPlan.name, std::move(generated.map));
    world.hero.position = generated.start;
    world.paths.forget();
    // The floor's own dice place what is on it, after its terrain.
    bool fromDeeper = false;
    if (!world.emptyFloors) {
        const Ground ground(world.map(), generated, floorPlan.layout);
        fromDeeper = placeMonsters(world, ground, floorPlan, floorRng);
        placeTraps(world, ground, floorPlan.traps, floorRng);
        placeItems(world, floorPlan.items, floorRng);
        if (floorPlan.vault > 0) {
            placeVault(world, floorPlan.vault, floorRng);
        }
    }
    if (floorPlan.holdsAmulet) {
        placeAmulet(world, floorPlan, generated.stairs);
    }
    arrive(world);
    if (fromDeeper) {
        world.say(MessageId::DeeperDangerSensed);
    }
}

void enterLevel(World& world, const Level& level, int depth) {
    checkLevel(world, level);
    const std::string& name = !level.name.empty() ? level.name
                              : !level.id.empty() ? level.id
                                                  : level.source;
    world.stage = Stage(depth, name, level.map);
    world.hero.position = *level.start;
    world.paths.forget();
    placeLegend(world, level);
    arrive(world);
}

void goToFloor(World& world, int depth) {
    const int from = world.stage.depth();
    if (world.plan().keepsFloors()) {
        world.keptFloors.insert_or_assign(from, std::move(world.stage));
        const auto kept = world.keptFloors.find(depth);
        if (kept != world.keptFloors.end()) {
            world.stage = std::move(kept->second);
            world.keptFloors.erase(kept);
            world.paths.forget();
            world.hero.position =
                landingOn(world, depth > from ? Terrain::StairsUp : Terrain::StairsDown);
            arrive(world);
            return;
        }
    }
    enterFloor(world, depth);
    if (depth < from) {
        // Up the stairs, onto the stairs down of the floor above.
        world.hero.position = landingOn(world, Terrain::StairsDown);
        world.updateSight();
    }
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
