#include "game/deeds/deed.h"
#include "game/ranged.h"

namespace delve {

DeedResult ShootArrow::perform(World& world, Actor&) const {
    Hero& hero = world.hero;
    if (const auto why = cannotShoot(hero)) {
        world.say(*why);
        return DeedResult::refused();
    }
    const std::optional<Shot> shot = bowShot(hero);
    const int arrows = arrowSlot(hero);
    if (target == hero.position) {
        world.say(MessageId::CannotAimAtSelf);
        return DeedResult::refused();
    }
    const std::vector<Point> flight = flightOf(world, shot->range, target);
    if (flight.empty()) {
        world.say(MessageId::CannotAimThere);
        return DeedResult::refused();
    }
    const Item arrow = hero.pack.take(arrows, 1);
    world.say(MessageId::ShootItem, about(world, arrow));
    letFly(world, arrow, *shot, target);
    return DeedResult::done();
}

}  // namespace delve
