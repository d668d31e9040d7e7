#include "game/combat.h"
#include "game/effects/item_effect.h"

namespace delve {

namespace {

// Just enough experience for the next level.
void gainLevel(World& world, const ItemKind&, const EffectTarget&) {
    const Hero& hero = world.hero;
    gainExperience(world,
                   experienceForNextLevel(*hero.heroClass, hero.experienceLevel) - hero.experience);
}

}  // namespace

extern const ItemEffect kGainLevelEffect{.word = "gain_level", .apply = gainLevel};

}  // namespace delve
