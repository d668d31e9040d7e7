#include "game/minds/mind.h"

namespace delve {

// Roams toward a place of its own choosing on its part of the floor, and
// chooses another once there or when the way is lost.
void wander(World& world, Monster& monster) {
    if (!monster.kind->wanders) {
        return;
    }
    const Map& map = world.map();
    if (!monster.hasWanderGoal || monster.position == monster.wanderGoal) {
        const int region = world.paths.region(world.stage, monster.position);
        for (int attempt = 0; attempt < 20; ++attempt) {
            const Point goal{world.rng.roll(0, map.width() - 1),
                             world.rng.roll(0, map.height() - 1)};
            if (map.isWalkable(goal) && world.paths.region(world.stage, goal) == region) {
                monster.wanderGoal = goal;
                monster.hasWanderGoal = true;
                break;
            }
        }
        if (!monster.hasWanderGoal) {
            return;
        }
    }
    if (!stepToward(world, monster, monster.wanderGoal)) {
        monster.hasWanderGoal = false;
    }
}

}  // namespace delve
