#include "game/ranged.h"

#include "game/aim.h"
#include "game/combat.h"
#include "game/items/charges.h"
#include "game/items/enchanting.h"

namespace delve {

namespace {

// Anything thrown that was not made for it.
constexpr Shot kClumsyThrow{Dice{1, 2, 0}, 0, 4, 0};

}  // namespace

std::optional<MessageId> cannotShoot(const Hero& hero) {
    if (hero.equipment.bow() == nullptr) {
        return MessageId::NoBowReady;
    }
    if (arrowSlot(hero) < 0) {
        return MessageId::NoArrows;
    }
    return std::nullopt;
}

std::optional<MessageId> cannotCast(const Hero& hero) {
    if (hero.mana < kLightningMana) {
        return MessageId::TooLittleMana;
    }
    return std::nullopt;
}

std::optional<Shot> bowShot(const Hero& hero) {
    const std::optional<Item>& bow = hero.equipment.in(EquipSlot::Bow);
    if (!bow) {
        return std::nullopt;
    }
    const int arrows = arrowSlot(hero);
    const int breaks = arrows >= 0 ? hero.pack.at(arrows).kind->breaks : 0;
    return Shot{enchantedDamage(*bow), enchantedAccuracy(*bow), bow->kind->range, breaks};
}

int arrowSlot(const Hero& hero) {
    const std::vector<Item>& items = hero.pack.items();
    for (std::size_t slot = 0; slot < items.size(); ++slot) {
        if (items[slot].kind->itemClass == ItemClass::Arrows) {
            return static_cast<int>(slot);
        }
    }
    return -1;
}

Shot thrownShot(const ItemKind& kind) {
    if (kind.itemClass != ItemClass::Missile) {
        return kClumsyThrow;
    }
    return Shot{kind.damage, kind.accuracy, kind.range, kind.breaks};
}

std::vector<Point> flightOf(const World& world, int range, Point target) {
    return missileFlight(world.map(), world.hero.position, target, range,
                         [&](Point cell) { return world.stage.monsterAt(cell) != nullptr; });
}

namespace {

// What ended a flight along `line` after `flown` cells: the wall or the
// door in the way, or nothing (it reached its range, its target, or the
// edge of what the hero sees).
std::optional<MessageId> obstacleAfter(const Map& map, const std::vector<Point>& line,
                                       std::size_t flown, MessageId wall, MessageId door) {
    if (flown >= line.size() || !map.contains(line[flown]) || !map.isOpaque(line[flown])) {
        return std::nullopt;
    }
    return map.terrain(line[flown]) == Terrain::ClosedDoor ? door : wall;
}

// What flew comes down on a cell: it lies there, or, over water (a bat
// struck above a pool, a wall beyond the water), it sinks and is lost.
void comeDown(World& world, const Item& thing, Point cell) {
    if (!world.map().isWalkable(cell)) {
        world.say(MessageId::MissileSinks, about(world, thing));
        return;
    }
    world.stage.putItem(thing, cell);
}

}  // namespace

// It flies along the line toward the target and comes down there, or on
// the first monster in its way if it strikes it; one it misses it flies
// past, to the end of its range or the next monster. The log says where it
// ended: on a wall or a door, on the floor, or in water.
void letFly(World& world, const Item& thing, const Shot& shot, Point target) {
    const Map& map = world.map();
    const std::vector<Point> line = lineToward(world.hero.position, target, shot.range);
    bool missed = false;
    bool atTarget = false;
    std::size_t flown = 0;
    for (; flown < line.size(); ++flown) {
        const Point cell = line[flown];
        if (!map.contains(cell) || map.isOpaque(cell) || !map.isVisible(cell)) {
            break;
        }
        world.event(GameEvent::Kind::MissileFlew, cell);
        if (Monster* monster = world.stage.monsterAt(cell)) {
            if (missileStrikes(world, *monster, thing, shot.damage, shot.accuracy)) {
                if (world.rng.roll(1, 100) <= shot.breaks) {
                    world.say(MessageId::MissileBreaks, about(world, thing));
                } else {
                    comeDown(world, thing, cell);
                }
                return;
            }
            missed = true;
        } else if (cell == target && !missed) {
            atTarget = true;
            ++flown;
            break;
        }
    }
    // Never empty: the deed refuses a throw that cannot leave the hero.
    const Point end = line[flown - 1];
    const auto struck = atTarget ? std::nullopt
                                 : obstacleAfter(map, line, flown, MessageId::MissileStrikesWall,
                                                 MessageId::MissileStrikesDoor);
    if (struck) {
        world.say(*struck, about(world, thing));
    } else if (map.isWalkable(end)) {
        world.say(MessageId::MissileLands, about(world, thing));
    }
    comeDown(world, thing, end);
}

void boltEnds(World& world, Point target, int range, std::size_t length) {
    const std::vector<Point> line = lineToward(world.hero.position, target, range);
    world.say(obstacleAfter(world.map(), line, length, MessageId::BoltStrikesWall,
                            MessageId::BoltStrikesDoor)
                  .value_or(MessageId::BoltFades));
}

std::vector<Point> lightningCells(const World& world, Point target) {
    return boltCells(world.map(), world.hero.position, target, kLightningRange);
}

std::optional<Said> zapRefusal(const World& world, int slot) {
    const Pack& pack = world.hero.pack;
    if (!pack.has(slot)) {
        return std::nullopt;
    }
    const Item& held = pack.at(slot);
    if (!zappable(*held.kind)) {
        return Said{MessageId::CannotUseItem, about(world, Item{held.kind, 1})};
    }
    if (held.charges <= 0) {
        return Said{MessageId::NoChargesLeft, about(world, Item{held.kind, 1})};
    }
    return std::nullopt;
}

std::vector<Point> zapCells(const World& world, int slot, Point target) {
    const Hero& hero = world.hero;
    if (!hero.pack.has(slot) || target == hero.position) {
        return {};
    }
    const ItemKind& kind = *hero.pack.at(slot).kind;
    if (kind.bolt == nullptr) {
        return {};
    }
    if (kind.bolt->passesThrough) {
        return boltCells(world.map(), hero.position, target, kind.range);
    }
    return flightAlong(world.map(), lineToward(hero.position, target, kind.range),
                       [&](Point cell) { return world.stage.monsterAt(cell) != nullptr; });
}

}  // namespace delve
