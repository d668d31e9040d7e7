#include "game/combat.h"
#include "game/conditions/condition_rule.h"
#include "game/skills/skill_rule.h"

namespace delve {

std::optional<SkillRefusal> refusal(const World& world, const Daze& daze, std::optional<Point>) {
    if (!anyoneInView(world, daze.range)) {
        return MessageId::NoOneNear;
    }
    return std::nullopt;
}

// Each knows where she is now.
void use(World& world, const Daze& daze, std::optional<Point>) {
    for (Monster* monster : monstersInView(world, daze.range)) {
        provoke(world, *monster);
        putCondition(world, *monster, daze.condition, daze.turns);
    }
}

}  // namespace delve
