#include <array>
#include <utility>

#include "core/words.h"
#include "game/effects/item_effect.h"

namespace delve {

extern const ItemEffect kHealEffect;
extern const ItemEffect kCureEffect;
extern const ItemEffect kHasteEffect;
extern const ItemEffect kConfuseEffect;
extern const ItemEffect kDescendEffect;
extern const ItemEffect kGainLevelEffect;
extern const ItemEffect kMagicMappingEffect;
extern const ItemEffect kFireballEffect;
extern const ItemEffect kTeleportEffect;
extern const ItemEffect kIdentifyEffect;
extern const ItemEffect kAggravateEffect;
extern const ItemEffect kEnchantEffect;

namespace {

const auto kEffects = std::to_array<const ItemEffect*>(
    {&kHealEffect, &kCureEffect, &kHasteEffect, &kConfuseEffect, &kDescendEffect, &kGainLevelEffect,
     &kMagicMappingEffect, &kFireballEffect, &kTeleportEffect, &kIdentifyEffect, &kAggravateEffect,
     &kEnchantEffect});

}  // namespace

const ItemEffect* effectOfWord(std::string_view word) {
    return ruleOfWord(kEffects, word);
}

const Item* targetThing(const Hero& hero, const EffectTarget& target) {
    if (target.worn) {
        const std::optional<Item>& worn = hero.equipment.in(*target.worn);
        return worn ? &*worn : nullptr;
    }
    return hero.pack.has(target.packSlot) ? &hero.pack.at(target.packSlot) : nullptr;
}

Item* targetThing(Hero& hero, const EffectTarget& target) {
    return const_cast<Item*>(targetThing(std::as_const(hero), target));
}

std::vector<std::string_view> effectWords() {
    return wordsOfRules(kEffects);
}

}  // namespace delve
