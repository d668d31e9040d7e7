#include <algorithm>

#include "game/conditions/condition_rule.h"
#include "game/effects/item_effect.h"

namespace delve {

namespace {

// Health back, up to the most the hero has, and a wound closed.
void heal(World& world, const ItemKind& kind, const EffectTarget&) {
    Hero& hero = world.hero;
    hero.hp = std::min(hero.maxHp, hero.hp + kind.power);
    hero.conditions.remove(ConditionKind::Bleeding);
    world.say(MessageId::HealingFelt);
}

}  // namespace

extern const ItemEffect kHealEffect{.word = "heal", .apply = heal};

}  // namespace delve
