#include <vector>

#include "game/deeds/deed.h"
#include "game/minds/mind.h"

namespace delve {

namespace {

// How far away a fleeing monster weighs safety against distance: Brogue's
// trick of scaling the distance map by a little more than -1, so a monster
// in a dead end would rather slip past than cower.
constexpr int kFleeScalePercent = -120;

}  // namespace

// Runs down a map of safety: the distance from the hero, scaled past -1 and
// spread again, so the way out of a dead end is downhill too. Out of the
// hero's sight, it calms down and wanders.
void flee(World& world, Monster& monster) {
    if (!world.monsterSeesHero(monster)) {
        monster.mind = MonsterMind::Wandering;
        return;
    }
    const Map& map = world.map();
    const StepCosts& costs = world.paths.costs(world.stage);
    DijkstraMap& distances = world.paths.scratch();
    distances.compute(costs, world.hero.position);
    std::vector<DijkstraGoal> safety;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (distances.reached({x, y})) {
                safety.push_back({{x, y}, distances.at({x, y}) * kFleeScalePercent / 100});
            }
        }
    }
    distances.compute(costs, safety);
    const auto next = distances.downhill(monster.position);
    if (next && *next != world.hero.position &&
        perform(world, monster, Walk{directionOfStep(monster.position, *next)}).tookTurn) {
        return;
    }
    // Cornered: it fights.
    if (chebyshevDistance(monster.position, world.hero.position) == 1) {
        perform(world, monster, Strike{world.hero.position});
    }
}

}  // namespace delve
