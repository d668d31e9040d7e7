#include "game/effects/item_effect.h"

namespace delve {

namespace {

// Poison and confusion leave the hero at once.
void cure(World& world, const ItemKind&, const EffectTarget&) {
    Conditions& conditions = world.hero.conditions;
    bool cured = false;
    for (ConditionKind kind : {ConditionKind::Poisoned, ConditionKind::Confused}) {
        if (conditions.has(kind)) {
            conditions.remove(kind);
            world.say(MessageId::HeroConditionEnds,
                      MessageArguments{}.withCondition(std::string(conditionWord(kind))));
            cured = true;
        }
    }
    if (!cured) {
        world.say(MessageId::NothingHappens);
    }
}

}  // namespace

extern const ItemEffect kCureEffect{.word = "cure", .apply = cure};

}  // namespace delve
