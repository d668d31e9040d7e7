#include "game/skills/skill_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// A cell she sees, within reach, that she could stand on and no one holds.
bool landsOn(const World& world, const ShadowStep& step, Point cell) {
    const Map& map = world.map();
    const Trap* trap = world.stage.trapAt(cell);
    return cell != world.hero.position && map.contains(cell) && map.isVisible(cell) &&
           map.isWalkable(cell) && chebyshevDistance(cell, world.hero.position) <= step.distance &&
           world.stage.monsterAt(cell) == nullptr && world.stage.personAt(cell) == nullptr &&
           (trap == nullptr || !trap->known);
}

}  // namespace

std::optional<SkillRefusal> refusal(const World& world, const ShadowStep& step,
                                    std::optional<Point> target) {
    if (!target || landsOn(world, step, *target)) {
        return std::nullopt;
    }
    if (!world.map().contains(*target) || !world.map().isVisible(*target)) {
        return MessageId::CannotAimThere;
    }
    if (chebyshevDistance(*target, world.hero.position) > step.distance) {
        return SkillRefusal{MessageId::SkillOutOfReach, step.distance};
    }
    return MessageId::CannotLandThere;
}

void use(World& world, const ShadowStep&, std::optional<Point> target) {
    world.moveHero(*target);
    world.updateSight();
    if (Trap* trap = world.stage.trapAt(*target)) {
        springTrap(world, world.hero, *trap);
    }
}

AimReach reach(const World& world, const ShadowStep& step, Point target) {
    AimReach reach;
    if (landsOn(world, step, target)) {
        reach.path.push_back(target);
    }
    return reach;
}

}  // namespace delve
