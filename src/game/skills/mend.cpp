#include <algorithm>

#include "game/skills/skill_rule.h"

namespace delve {

std::optional<SkillRefusal> refusal(const World& world, const Mend&, std::optional<Point>) {
    const Hero& hero = world.hero;
    if (hero.hp >= hero.maxHp && !hero.conditions.has(ConditionKind::Bleeding)) {
        return MessageId::AlreadyAtFullHealth;
    }
    return std::nullopt;
}

void use(World& world, const Mend& mend, std::optional<Point>) {
    Hero& hero = world.hero;
    hero.hp = std::min(hero.maxHp, hero.hp + mend.health);
    hero.conditions.remove(ConditionKind::Bleeding);
    world.event(GameEvent::Kind::Healed, hero.position);
    world.say(MessageId::HealingFelt);
}

}  // namespace delve
