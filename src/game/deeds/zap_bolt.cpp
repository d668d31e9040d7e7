#include "game/bolts/bolt_rule.h"
#include "game/deeds/deed.h"
#include "game/items/charges.h"
#include "game/ranged.h"

namespace delve {

DeedResult ZapBolt::perform(World& world, Actor&) const {
    Hero& hero = world.hero;
    if (!hero.pack.has(slot)) {
        return DeedResult::refused();
    }
    if (const auto why = zapRefusal(world, slot)) {
        world.sayThat(*why);
        return DeedResult::refused();
    }
    if (target == hero.position) {
        world.say(MessageId::CannotAimAtSelf);
        return DeedResult::refused();
    }
    const std::vector<Point> path = zapCells(world, slot, target);
    if (path.empty()) {
        world.say(MessageId::CannotAimThere);
        return DeedResult::refused();
    }
    Item& zapped = hero.pack.atToChange(slot);
    --zapped.charges;
    const Item used = zapped;
    const BoltRule& bolt = *used.kind->bolt;
    world.say(MessageId::ZapItem, about(world, Item{used.kind, 1}));
    world.event(GameEvent::Kind::ItemUsed, hero.position);
    // One roll for the whole bolt: every monster it reaches takes the same.
    const BoltStrength strength = zapStrength(used, world.rng);
    bool reached = false;
    for (Point cell : path) {
        world.event(bolt.flies, cell);
        if (Monster* monster = world.stage.monsterAt(cell); monster && monster->alive()) {
            boltStrikes(world, bolt, *monster, strength);
            reached = true;
        }
    }
    if (!reached || bolt.passesThrough) {
        boltEnds(world, target, used.kind->range, path.size());
    }
    if (used.kind->itemClass == ItemClass::Wand && used.charges <= 0) {
        hero.pack.take(slot, 1);
        world.say(MessageId::WandCrumbles, about(world, Item{used.kind, 1}));
    }
    return DeedResult::done();
}

}  // namespace delve
