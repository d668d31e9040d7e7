#include "game/deeds/deed.h"
#include "game/floor_entry.h"

namespace delve {

DeedResult GoUpStairs::perform(World& world, Actor& actor) const {
    if (!world.isHero(actor) || world.map().terrain(actor.position) != Terrain::StairsUp) {
        return DeedResult::refused();
    }
    goToFloor(world, world.stage.depth() - 1);
    return DeedResult::done();
}

}  // namespace delve
