#include "game/effects/item_effect.h"
#include "game/places.h"

namespace delve {

namespace {

void teleport(World& world, const ItemKind&, const EffectTarget&) {
    if (const auto to = freeCellAnywhere(world)) {
        world.hero.position = *to;
        world.updateSight();
        world.say(MessageId::Teleported);
    } else {
        world.say(MessageId::NothingHappens);
    }
}

}  // namespace

extern const ItemEffect kTeleportEffect{.word = "teleport", .apply = teleport};

}  // namespace delve
