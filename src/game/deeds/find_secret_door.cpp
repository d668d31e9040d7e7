#include "game/deeds/deed.h"

namespace delve {

DeedResult FindSecretDoor::perform(World& world, Actor&) const {
    world.changeTerrain(door, Terrain::ClosedDoor);
    world.say(MessageId::SecretDoorFound);
    return DeedResult::done();
}

}  // namespace delve
