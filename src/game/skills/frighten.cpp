#include "game/skills/skill_rule.h"

namespace delve {

std::optional<SkillRefusal> refusal(const World& world, const Frighten& cry, std::optional<Point>) {
    if (!anyoneInView(world, cry.range)) {
        return MessageId::NoOneNear;
    }
    return std::nullopt;
}

// Each runs until it is out of her sight, then wanders (minds/flee.cpp);
// a sleeper wakes to run.
void use(World& world, const Frighten& cry, std::optional<Point>) {
    for (Monster* monster : monstersInView(world, cry.range)) {
        monster->lastSeenHero = world.hero.position;
        if (monster->mind != MonsterMind::Fleeing) {
            monster->mind = MonsterMind::Fleeing;
            world.say(MessageId::MonsterFlees, about(*monster));
        }
    }
}

}  // namespace delve
