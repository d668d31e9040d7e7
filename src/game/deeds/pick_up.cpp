#include "game/deeds/deed.h"

#include "core/bounds.h"

namespace delve {

DeedResult PickUp::perform(World& world, Actor&) const {
    Hero& hero = world.hero;
    const std::vector<Item> pile = world.stage.itemsAt(hero.position);
    if (pile.empty()) {
        world.say(MessageId::NothingToPickUp);
        return DeedResult::refused();
    }
    // A vault of choice's thing: the others are shut away once it is taken.
    const bool chosen = world.stage.onPedestal(hero.position);
    bool tookAny = false;
    int nth = 0;
    std::vector<std::string> taken;
    for (const Item& item : pile) {
        if (item.kind->itemClass == ItemClass::Gold) {
            hero.gold = addUpTo(hero.gold, item.count, kMaxCounter);
            world.say(MessageId::PickUpGold, MessageArguments{}.withNumber(item.count));
        } else if (hero.pack.hasRoomFor(item)) {
            hero.pack.add(item);
            const bool amulet = item.kind->itemClass == ItemClass::Amulet;
            world.say(amulet ? MessageId::AmuletTaken : MessageId::PickUpItem, about(world, item));
        } else {
            world.say(MessageId::PackFull, about(world, item));
            ++nth;  // it stays, and the next of the pile comes after it
            continue;
        }
        world.stage.takeItem(hero.position, nth);
        taken.push_back(item.kind->id);
        tookAny = true;
    }
    if (tookAny && chosen && world.stage.shutPedestalsAway() > 0) {
        world.say(MessageId::VaultShuts);
    }
    for (std::string& kind : taken) {
        world.event(GameEvent::Kind::PickedUp, hero.position, std::move(kind));
    }
    return tookAny ? DeedResult::done() : DeedResult::refused();
}

}  // namespace delve
