#include "game/effects/item_effect.h"

namespace delve {

namespace {

// The hero learns what the chosen thing in the pack is.
void identify(World& world, const ItemKind&, const EffectTarget& target) {
    const Item& item = world.hero.pack.at(target.packSlot);
    world.lore.learn(*item.kind);
    world.say(MessageId::ItemIs, about(world, Item{item.kind, 1}));
}

std::optional<MessageId> needsUnknown(const World& world, const EffectTarget& target) {
    const Pack& pack = world.hero.pack;
    if (!pack.has(target.packSlot) || world.lore.knows(*pack.at(target.packSlot).kind)) {
        return MessageId::AlreadyKnown;
    }
    return std::nullopt;
}

}  // namespace

extern const ItemEffect kIdentifyEffect{
    .word = "identify", .aim = EffectAim::PackItem, .apply = identify, .refuses = needsUnknown};

}  // namespace delve
