#include "game/minds/noise.h"

namespace delve {

void makeNoise(World& world, Point at, int radius) {
    for (Monster& monster : world.stage.monstersToChange()) {
        if (monster.mind == MonsterMind::Asleep && monster.alive() &&
            squaredDistance(monster.position, at) <= radius * radius && world.rng.chance(50)) {
            monster.mind = MonsterMind::Wandering;
        }
    }
}

}  // namespace delve
