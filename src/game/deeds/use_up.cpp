#include "game/deeds/deed.h"

namespace delve {

DeedResult UseUp::perform(World& world, Actor&) const {
    Hero& hero = world.hero;
    if (!hero.pack.has(slot)) {
        return DeedResult::refused();
    }
    const ItemKind& kind = *hero.pack.at(slot).kind;
    const bool potion = kind.itemClass == ItemClass::Potion;
    if ((!potion && kind.itemClass != ItemClass::Scroll) || kind.effect == nullptr) {
        world.say(MessageId::CannotUseItem, about(world, Item{&kind, 1}));
        return DeedResult::refused();
    }
    const ItemEffect& effect = *kind.effect;
    if (effect.refuses != nullptr) {
        if (const auto why = effect.refuses(world, target)) {
            world.say(*why, about(world, Item{&kind, 1}));
            return DeedResult::refused();
        }
    }
    world.say(potion ? MessageId::DrinkItem : MessageId::ReadItem, about(world, Item{&kind, 1}));
    world.event(GameEvent::Kind::ItemUsed, hero.position);
    const bool known = world.lore.knows(kind);
    // It works before it is taken from the pack, so the slot an identify
    // names is still the slot the player chose.
    effect.apply(world, kind, target);
    hero.pack.take(slot, 1);
    if (!known) {
        world.lore.learn(kind);
        world.say(MessageId::ItemWas, about(world, Item{&kind, 1}));
    }
    return DeedResult::done();
}

}  // namespace delve
