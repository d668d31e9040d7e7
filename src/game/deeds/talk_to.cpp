#include "game/deeds/deed.h"

namespace delve {

DeedResult TalkTo::perform(World& world, Actor& actor) const {
    const Person* person = world.stage.personAt(target);
    if (!world.isHero(actor) || person == nullptr) {
        return DeedResult::refused();
    }
    // The quests hear of it (game/quests.h), then the person speaks
    // (game/conversation.h) and the ui opens the conversation. Speaking
    // takes no time.
    world.event(GameEvent::Kind::PersonSpokenTo, target, person->kind->id);
    return DeedResult::refused();
}

}  // namespace delve
