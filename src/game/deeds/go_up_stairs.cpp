#include "game/deeds/deed.h"
#include "game/floor_entry.h"

namespace delve {

DeedResult GoUpStairs::perform(World& world, Actor& actor) const {
    const bool leadsUp =
        world.plan().keepsFloors() && world.stage.depth() > world.plan().shallowest();
    if (!world.isHero(actor) || !leadsUp ||
        world.map().terrain(actor.position) != Terrain::StairsUp) {
        return DeedResult::refused();
    }
    goToFloor(world, world.stage.depth() - 1);
    return DeedResult::done();
}

}  // namespace delve
