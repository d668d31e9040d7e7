#include "game/effects/item_effect.h"
#include "game/properties/property.h"

namespace delve {

namespace {

// Whether the hero has something to learn of `thing`: what kind it is, or
// a property it holds that has not shown itself yet.
bool holdsSecrets(const World& world, const Item& thing) {
    return !world.lore.knows(*thing.kind) || (thing.property && !thing.propertyKnown);
}

// The hero learns what the chosen thing, carried or worn, is and holds.
void identify(World& world, const ItemKind&, const EffectTarget& target) {
    Item& thing = *targetThing(world.hero, target);
    if (!world.lore.knows(*thing.kind)) {
        world.lore.learn(*thing.kind);
        world.say(MessageId::ItemIs, about(world, Item{thing.kind, 1}));
    }
    revealProperty(world, thing);
}

std::optional<MessageId> needsUnknown(const World& world, const EffectTarget& target) {
    const Item* thing = targetThing(world.hero, target);
    if (thing == nullptr || !holdsSecrets(world, *thing)) {
        return MessageId::AlreadyKnown;
    }
    return std::nullopt;
}

}  // namespace

extern const ItemEffect kIdentifyEffect{
    .word = "identify", .aim = EffectAim::PackItem, .apply = identify, .refuses = needsUnknown};

}  // namespace delve
