#include "game/effects/item_effect.h"
#include "game/floor_entry.h"

namespace delve {

namespace {

// The hero sinks through the floor to the next, unhurt; on the deepest
// there is nowhere to go. A hand-made level has no floor below it either.
void sink(World& world, const ItemKind&, const EffectTarget&) {
    const int depth = world.stage.depth();
    if (depth >= world.plan().deepest() ||
        world.floorSeeds.size() < static_cast<std::size_t>(depth + 1)) {
        world.say(MessageId::NothingHappens);
        return;
    }
    world.say(MessageId::SinkThroughFloor);
    goToFloor(world, depth + 1);
}

}  // namespace

extern const ItemEffect kDescendEffect{.word = "descend", .apply = sink};

}  // namespace delve
