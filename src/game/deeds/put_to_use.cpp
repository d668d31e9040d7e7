#include "game/deeds/deed.h"

namespace delve {

namespace {

// What the log says of a thing put to use, by where it goes.
MessageId sayingFor(EquipSlot place) {
    switch (place) {
        case EquipSlot::Weapon:
            return MessageId::WieldItem;
        case EquipSlot::Bow:
            return MessageId::ReadyItem;
        case EquipSlot::LeftRing:
        case EquipSlot::RightRing:
            return MessageId::PutOnRing;
        case EquipSlot::Armour:
            return MessageId::WearItem;
    }
    return MessageId::WearItem;
}

}  // namespace

// Armour's weight slows the hero, and rings of sight widen the view, so
// both are worked out again whenever what she wears changes.
void equipmentChanged(World& world) {
    world.hero.speed = heroSpeed(world.hero);
    world.updateSight();
}

DeedResult PutToUse::perform(World& world, Actor&) const {
    Hero& hero = world.hero;
    if (!hero.pack.has(slot)) {
        return DeedResult::refused();
    }
    const Item& chosen = hero.pack.at(slot);
    const auto place = slotFor(*chosen.kind, hero.equipment);
    if (!place) {
        world.say(MessageId::CannotUseItem, about(world, Item{chosen.kind, 1}));
        return DeedResult::refused();
    }
    const Item item = hero.pack.take(slot, 1);
    const std::optional<Item> before = hero.equipment.in(*place);
    hero.equipment.in(*place) = item;
    if (before) {
        // The slot just freed in the pack takes it.
        hero.pack.add(*before);
    }
    world.say(sayingFor(*place), about(world, item));
    world.event(GameEvent::Kind::ItemUsed, hero.position);
    equipmentChanged(world);
    return DeedResult::done();
}

DeedResult TakeOff::perform(World& world, Actor&) const {
    Hero& hero = world.hero;
    const std::optional<Item> worn = hero.equipment.in(from);
    if (!worn) {
        return DeedResult::refused();
    }
    if (!hero.pack.hasRoomFor(*worn)) {
        world.say(MessageId::NoRoomToTakeOff, about(world, *worn));
        return DeedResult::refused();
    }
    hero.pack.add(*worn);
    hero.equipment.in(from).reset();
    const bool held = from == EquipSlot::Weapon || from == EquipSlot::Bow;
    world.say(held ? MessageId::PutAwayItem : MessageId::TakeOffItem, about(world, *worn));
    equipmentChanged(world);
    return DeedResult::done();
}

}  // namespace delve
