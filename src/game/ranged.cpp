#include "game/ranged.h"

#include "game/aim.h"
#include "game/combat.h"

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
    const ItemKind* bow = hero.equipment.bow();
    if (bow == nullptr) {
        return std::nullopt;
    }
    const int arrows = arrowSlot(hero);
    const int breaks = arrows >= 0 ? hero.pack.at(arrows).kind->breaks : 0;
    return Shot{bow->damage, bow->accuracy, bow->range, breaks};
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

void letFly(World& world, const Item& thing, const Shot& shot, const std::vector<Point>& flight) {
    for (Point cell : flight) {
        world.event(GameEvent::Kind::MissileFlew, cell);
    }
    const Point end = flight.back();
    if (Monster* monster = world.stage.monsterAt(end)) {
        if (missileStrikes(world, *monster, thing, shot.damage, shot.accuracy) &&
            world.rng.roll(1, 100) <= shot.breaks) {
            world.say(MessageId::MissileBreaks, about(world, thing));
            return;
        }
    }
    // It flies over water, but what comes down in it is lost.
    if (!world.map().isWalkable(end)) {
        world.say(MessageId::MissileSinks, about(world, thing));
        return;
    }
    world.stage.putItem(thing, end);
}

std::vector<Point> lightningCells(const World& world, Point target) {
    return boltCells(world.map(), world.hero.position, target, kLightningRange);
}

}  // namespace delve
