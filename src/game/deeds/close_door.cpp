#include "game/deeds/deed.h"

namespace delve {

DeedResult CloseDoor::perform(World& world, Actor& actor) const {
    if (world.map().terrain(door) != Terrain::OpenDoor) {
        return DeedResult::refused();
    }
    if (const Monster* monster = world.stage.monsterAt(door)) {
        if (world.isHero(actor)) {
            world.say(MessageId::DoorwayBlocked, about(*monster));
        }
        return DeedResult::refused();
    }
    if (const Item* item = world.stage.topItemAt(door)) {
        if (world.isHero(actor)) {
            world.say(MessageId::ItemInDoorway, about(world, *item));
        }
        return DeedResult::refused();
    }
    if (door == world.hero.position) {
        return DeedResult::refused();
    }
    world.changeTerrain(door, Terrain::ClosedDoor);
    if (world.isHero(actor)) {
        world.say(MessageId::DoorCloses);
    }
    return DeedResult::done();
}

}  // namespace delve
