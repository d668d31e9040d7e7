#include <optional>
#include <vector>

#include "game/deeds/deed.h"
#include "game/minds/mind.h"

namespace delve {

namespace {

// How far away a fleeing monster weighs safety against distance: Brogue's
// trick of scaling the distance map by a little more than -1, so a monster
// in a dead end would rather slip past than cower.
constexpr int kFleeScalePercent = -120;

// The map of safety from the hero: the distance from her, scaled past -1
// and spread again, so the way out of a dead end is downhill too.
const DijkstraMap& safetyMap(World& world) {
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
    return distances;
}

// Whether the monster could step onto `cell` now: open, and no one there.
bool freeToStep(const World& world, Point cell) {
    return world.map().contains(cell) && world.map().isWalkable(cell) &&
           cell != world.hero.position && world.stage.monsterAt(cell) == nullptr &&
           world.stage.personAt(cell) == nullptr;
}

// The step that takes the monster safest: down the map of safety, or, when
// that way is barred (the hero stands in it, or another monster), the
// safest free step that brings it no nearer the hero. Nothing when every
// step would.
std::optional<Direction> stepAway(World& world, const Monster& monster) {
    const DijkstraMap& safety = safetyMap(world);
    const Point from = monster.position;
    if (const auto next = safety.downhill(from); next && freeToStep(world, *next)) {
        return directionOfStep(from, *next);
    }
    const int nearNow = chebyshevDistance(from, world.hero.position);
    std::optional<Direction> best;
    int bestSafety = 0;
    for (Direction d : kAllDirections) {
        const Point cell = from + offset(d);
        if (!freeToStep(world, cell) || !safety.reached(cell) ||
            chebyshevDistance(cell, world.hero.position) < nearNow) {
            continue;
        }
        if (!best || safety.at(cell) < bestSafety) {
            best = d;
            bestSafety = safety.at(cell);
        }
    }
    return best;
}

}  // namespace

// Runs from the hero while it can; out of her sight, it calms down and
// wanders. With nowhere to run and the hero beside it, it is cornered and
// fights.
void flee(World& world, Monster& monster) {
    if (!world.monsterSeesHero(monster)) {
        monster.mind = MonsterMind::Wandering;
        return;
    }
    if (const auto away = stepAway(world, monster);
        away && perform(world, monster, Walk{*away}).tookTurn) {
        return;
    }
    if (chebyshevDistance(monster.position, world.hero.position) == 1) {
        monster.mind = MonsterMind::Cornered;
        if (world.canSee(monster)) {
            world.say(MessageId::MonsterCornered, about(monster));
        }
        perform(world, monster, Strike{world.hero.position});
    }
}

// A cornered monster fights where it stands while the hero is beside it
// and no way opens; otherwise it runs again.
void fightCornered(World& world, Monster& monster) {
    const bool beside = chebyshevDistance(monster.position, world.hero.position) == 1;
    if (!beside || !world.monsterSeesHero(monster) || stepAway(world, monster)) {
        monster.mind = MonsterMind::Fleeing;
        flee(world, monster);
        return;
    }
    perform(world, monster, Strike{world.hero.position});
}

}  // namespace delve
