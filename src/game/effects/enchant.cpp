#include <algorithm>

#include "game/effects/item_effect.h"
#include "game/items/charges.h"
#include "game/items/enchanting.h"

namespace delve {

namespace {

// The scroll's power goes into the chosen thing, in the pack or in use, for
// good: the hero's stats read it from the thing (game/items/enchanting.h).
// A staff enchanted holds a charge more, and is full again.
void enchant(World& world, const ItemKind& kind, const EffectTarget& target) {
    Item& thing = *targetThing(world.hero, target);
    thing.enchantment = std::min(thing.enchantment + kind.power, kMostEnchantment);
    if (thing.kind->itemClass == ItemClass::Staff) {
        thing.charges = mostCharges(thing);
        thing.recharge = 0;
    }
    world.say(MessageId::ItemEnchanted,
              about(world, Item{thing.kind, 1}).withNumber(thing.enchantment));
}

std::optional<MessageId> needsEnchantable(const World& world, const EffectTarget& target) {
    const Item* thing = targetThing(world.hero, target);
    if (thing == nullptr || !enchantable(*thing->kind)) {
        return MessageId::CannotEnchant;
    }
    if (thing->enchantment >= kMostEnchantment) {
        return MessageId::EnchantedToTheFull;
    }
    return std::nullopt;
}

}  // namespace

extern const ItemEffect kEnchantEffect{.word = "enchant",
                                       .aim = EffectAim::PackItem,
                                       .apply = enchant,
                                       .refuses = needsEnchantable,
                                       .nothingToAimAt = MessageId::NothingToEnchant};

}  // namespace delve
