#include "game/deeds/deed.h"

namespace delve {

DeedResult TalkTo::perform(World& world, Actor& actor) const {
    const Person* person = world.stage.personAt(target);
    if (!world.isHero(actor) || person == nullptr) {
        return DeedResult::refused();
    }
    // A conversation takes no time: the world waits for its end.
    return DeedResult::refused();
}

}  // namespace delve
