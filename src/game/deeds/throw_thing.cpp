#include "game/deeds/deed.h"
#include "game/ranged.h"

namespace delve {

DeedResult ThrowThing::perform(World& world, Actor&) const {
    Hero& hero = world.hero;
    if (!hero.pack.has(slot)) {
        return DeedResult::refused();
    }
    if (target == hero.position) {
        world.say(MessageId::CannotAimAtSelf);
        return DeedResult::refused();
    }
    const Shot shot = thrownShot(*hero.pack.at(slot).kind);
    const std::vector<Point> flight = flightOf(world, shot.range, target);
    if (flight.empty()) {
        world.say(MessageId::CannotAimThere);
        return DeedResult::refused();
    }
    const Item thing = hero.pack.take(slot, 1);
    world.say(MessageId::ThrowItem, about(world, thing));
    letFly(world, thing, shot, target);
    return DeedResult::done();
}

}  // namespace delve
