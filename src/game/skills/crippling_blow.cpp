#include "game/combat.h"
#include "game/conditions/condition_rule.h"
#include "game/skills/skill_rule.h"

namespace delve {

namespace {

bool besideAndThere(const World& world, Point target) {
    return chebyshevDistance(target, world.hero.position) == 1 &&
           world.stage.monsterAt(target) != nullptr;
}

}  // namespace

std::optional<SkillRefusal> refusal(const World& world, const CripplingBlow&,
                                    std::optional<Point> target) {
    if (!anyoneBeside(world)) {
        return MessageId::NoOneBeside;
    }
    if (target && !besideAndThere(world, *target)) {
        return MessageId::NoOneThere;
    }
    return std::nullopt;
}

void use(World& world, const CripplingBlow& blow, std::optional<Point> target) {
    Monster& monster = *world.stage.monsterAt(*target);
    if (heroStrikes(world, monster) && monster.alive()) {
        putCondition(world, monster, blow.condition, blow.turns);
    }
}

AimReach reach(const World& world, const CripplingBlow&, Point target) {
    AimReach reach;
    if (besideAndThere(world, target)) {
        reach.struck.push_back(target);
    }
    return reach;
}

}  // namespace delve
