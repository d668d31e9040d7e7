#include "game/combat.h"
#include "game/skills/skill_rule.h"

namespace delve {

std::optional<SkillRefusal> refusal(const World& world, const Whirlwind&, std::optional<Point>) {
    if (!anyoneBeside(world)) {
        return MessageId::NoOneBeside;
    }
    return std::nullopt;
}

// One blow at each, in turn round the hero; one that a blow killed is not
// struck again.
void use(World& world, const Whirlwind&, std::optional<Point>) {
    for (Monster* monster : monstersBeside(world)) {
        heroStrikes(world, *monster);
    }
}

}  // namespace delve
