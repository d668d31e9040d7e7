#include "game/effects/item_effect.h"

namespace delve {

namespace {

// Every monster on the floor wakes and knows where the hero is.
void aggravate(World& world, const ItemKind&, const EffectTarget&) {
    for (Monster& monster : world.stage.monstersToChange()) {
        if (monster.alive()) {
            monster.mind = MonsterMind::Hunting;
            monster.lastSeenHero = world.hero.position;
            monster.hasWanderGoal = false;
        }
    }
    world.say(MessageId::Aggravated);
}

}  // namespace

extern const ItemEffect kAggravateEffect{.word = "aggravate", .apply = aggravate};

}  // namespace delve
