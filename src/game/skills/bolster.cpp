#include "game/conditions/condition_rule.h"
#include "game/skills/skill_rule.h"

namespace delve {

std::optional<SkillRefusal> refusal(const World&, const Bolster&, std::optional<Point>) {
    return std::nullopt;
}

void use(World& world, const Bolster& bolster, std::optional<Point>) {
    putCondition(world, world.hero, bolster.condition, bolster.turns);
}

}  // namespace delve
