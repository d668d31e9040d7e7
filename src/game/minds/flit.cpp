#include "game/deeds/deed.h"
#include "game/minds/mind.h"

namespace delve {

// A step in a random direction: a blow if the hero is there and the
// monster is after the hero, else nothing.
void flit(World& world, Monster& monster) {
    const Direction direction = kAllDirections[world.rng.below(8)];
    const Point to = monster.position + offset(direction);
    if (to == world.hero.position) {
        if (monster.mind == MonsterMind::Hunting) {
            perform(world, monster, Strike{to});
        }
        return;
    }
    if (world.map().isWalkable(to)) {
        perform(world, monster, Walk{direction});
    }
}

}  // namespace delve
