#include "game/conditions/condition_rule.h"
#include "game/effects/item_effect.h"

namespace delve {

namespace {

void confuse(World& world, const ItemKind& kind, const EffectTarget&) {
    putCondition(world, world.hero, ConditionKind::Confused, kind.power);
}

}  // namespace

extern const ItemEffect kConfuseEffect{.word = "confuse", .apply = confuse};

}  // namespace delve
