#include "game/deeds/deed.h"

namespace delve {

DeedResult TalkTo::perform(World& world, Actor& actor) const {
    const Person* person = world.stage.personAt(target);
    if (!world.isHero(actor) || person == nullptr) {
        return DeedResult::refused();
    }
    if (!person->kind->greeting.empty()) {
        world.say(MessageId::PersonSays, MessageArguments{}.withPerson(person->kind->id));
    }
    // The quests hear of it (game/quests.h). Speaking takes no time.
    world.event(GameEvent::Kind::PersonSpokenTo, target, person->kind->id);
    return DeedResult::refused();
}

}  // namespace delve
