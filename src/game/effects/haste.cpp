#include "game/conditions/condition_rule.h"
#include "game/effects/item_effect.h"

namespace delve {

namespace {

void haste(World& world, const ItemKind& kind, const EffectTarget&) {
    putCondition(world, world.hero, ConditionKind::Hasted, kind.power);
}

}  // namespace

extern const ItemEffect kHasteEffect{.word = "haste", .apply = haste};

}  // namespace delve
