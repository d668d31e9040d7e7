#include "game/deeds/deed.h"

namespace delve {

DeedResult Drop::perform(World& world, Actor&) const {
    Hero& hero = world.hero;
    if (!hero.pack.has(slot)) {
        return DeedResult::refused();
    }
    const Item item = hero.pack.take(slot, hero.pack.at(slot).count);
    world.stage.putItem(item, hero.position, true);
    world.say(MessageId::DropItem, about(world, item));
    return DeedResult::done();
}

}  // namespace delve
