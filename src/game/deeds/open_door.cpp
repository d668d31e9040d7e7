#include "game/deeds/deed.h"
#include "game/minds/noise.h"

namespace delve {

namespace {
// The creak of a door the hero opens carries this far.
constexpr int kDoorNoise = 4;
}  // namespace

DeedResult OpenDoor::perform(World& world, Actor& actor) const {
    world.changeTerrain(door, Terrain::OpenDoor);
    if (world.isHero(actor)) {
        world.say(MessageId::DoorOpens);
        makeNoise(world, door, kDoorNoise);
    } else if (world.map().isVisible(door)) {
        world.say(MessageId::DoorOpensSomewhere);
    }
    return DeedResult::done();
}

}  // namespace delve
