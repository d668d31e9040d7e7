#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iterator>
#include <vector>

#include "content/rules_loader.h"
#include "support/test_rules.h"

// The numbers in data/ are the game's design, so they are checked against
// each other by counting blows, on averages: a hero's damage grows by
// damage_per_level and health by hp_per_level at each level after the first,
// and she fights with the weapon and armour of her class's kit.

namespace delve {
namespace {

using testing::shippedRules;

int hpAtLevel(const HeroClass& hero, int level) {
    return hero.maxHp + hero.hpPerLevel * (level - 1);
}

// The first thing of `itemClass` in the class's kit, which she starts with
// in use.
const ItemKind* kitInUse(const Rules& rules, const HeroClass& hero, ItemClass itemClass) {
    for (const KitItem& thing : hero.kit) {
        const ItemKind* kind = rules.item(thing.item);
        if (kind != nullptr && kind->itemClass == itemClass) {
            return kind;
        }
    }
    return nullptr;
}

// Her blow: her class's dice and the weapon of her kit.
double damageAtLevel(const Rules& rules, const HeroClass& hero, int level) {
    double damage = hero.damage.averageHundredths() / 100.0 + hero.damagePerLevel * (level - 1);
    if (const ItemKind* weapon = kitInUse(rules, hero, ItemClass::Weapon)) {
        damage += weapon->damage.averageHundredths() / 100.0;
    }
    return damage;
}

int accuracyOf(const Rules& rules, const HeroClass& hero) {
    const ItemKind* weapon = kitInUse(rules, hero, ItemClass::Weapon);
    return hero.accuracy + (weapon != nullptr ? weapon->accuracy : 0);
}

int defenceOf(const Rules& rules, const HeroClass& hero) {
    const ItemKind* armour = kitInUse(rules, hero, ItemClass::Armour);
    return hero.defence + (armour != nullptr ? armour->defence : 0);
}

// Blows that land, on average, before `hp` runs out.
int blowsToKill(int hp, double averageDamage) {
    return static_cast<int>(std::ceil(hp / averageDamage - 1e-9));
}

// The chance a swing lands, kept off certainty either way.
double landing(int accuracy, int defence) {
    return std::clamp(accuracy - defence, 5, 95) / 100.0;
}

// Whether a lone hero of `level`, with her kit, outlasts `kind`, trading
// blows: counts the hero's turns each side needs, with misses and the
// monster's speed.
bool heroWins(const Rules& rules, const HeroClass& hero, int level, const MonsterKind& kind) {
    const double heroPerTurn =
        damageAtLevel(rules, hero, level) * landing(accuracyOf(rules, hero), kind.defence);
    const double kindPerTurn = kind.damage.averageHundredths() / 100.0 *
                               landing(kind.accuracy, defenceOf(rules, hero)) * kind.speed / 100.0;
    return kind.maxHp / heroPerTurn < hpAtLevel(hero, level) / kindPerTurn;
}

// The kinds the Dungeon's floors hold. The Mine's own (rarity 0), placed by
// its levels, are weighed by its runs instead (`delve sim --adventure mine`,
// docs/balance.md).
std::vector<MonsterKind> dungeonKinds(const Rules& rules) {
    std::vector<MonsterKind> kinds;
    std::ranges::copy_if(rules.monsters, std::back_inserter(kinds),
                         [](const MonsterKind& kind) { return kind.rarity > 0; });
    return kinds;
}

// The Dungeon's kinds whose first floor is within [shallowest, deepest]. A
// rule about them checks nothing when there are none, so there must be.
std::vector<MonsterKind> kindsFirstMet(const Rules& rules, int shallowest, int deepest) {
    std::vector<MonsterKind> kinds;
    std::ranges::copy_if(dungeonKinds(rules), std::back_inserter(kinds),
                         [&](const MonsterKind& kind) {
                             return kind.minDepth >= shallowest && kind.minDepth <= deepest;
                         });
    EXPECT_FALSE(kinds.empty()) << "no kind is first met on floors " << shallowest << " to "
                                << deepest;
    return kinds;
}

constexpr int kNoDeeper = 1000;

TEST(Balance, ANewHeroKillsFirstFloorKindsInOneToThreeBlows) {
    const RulesPtr rules = shippedRules();
    for (const HeroClass& hero : rules->classes) {
        for (const MonsterKind& kind : kindsFirstMet(*rules, 1, 1)) {
            const int blows = blowsToKill(kind.maxHp, damageAtLevel(*rules, hero, 1));
            EXPECT_GE(blows, 1) << hero.id << " against " << kind.id;
            EXPECT_LE(blows, 3) << hero.id << " against " << kind.id;
        }
    }
}

// A first floor's kind is a nuisance, not a killer: alone it cannot finish a
// new hero in fewer than five blows, yet each blow costs at least a
// twentieth of the hero's health.
TEST(Balance, FirstFloorKindsNeedFiveToTwentyBlowsToKillANewHero) {
    const RulesPtr rules = shippedRules();
    for (const HeroClass& hero : rules->classes) {
        for (const MonsterKind& kind : kindsFirstMet(*rules, 1, 1)) {
            const int blows = blowsToKill(hero.maxHp, kind.damage.averageHundredths() / 100.0);
            EXPECT_GE(blows, 5) << kind.id << " against " << hero.id;
            EXPECT_LE(blows, 20) << kind.id << " against " << hero.id;
        }
    }
}

TEST(Balance, ANewHeroWinsOnTheFirstFloor) {
    const RulesPtr rules = shippedRules();
    for (const HeroClass& hero : rules->classes) {
        for (const MonsterKind& kind : kindsFirstMet(*rules, 1, 1)) {
            EXPECT_TRUE(heroWins(*rules, hero, 1, kind)) << hero.id << " against " << kind.id;
        }
    }
}

TEST(Balance, DeepKindsNeedALevelledHero) {
    const RulesPtr rules = shippedRules();
    for (const HeroClass& hero : rules->classes) {
        for (const MonsterKind& kind : kindsFirstMet(*rules, 6, kNoDeeper)) {
            EXPECT_FALSE(heroWins(*rules, hero, 1, kind)) << hero.id << " against " << kind.id;
        }
    }
}

// Nothing is out of reach: a hero one level above a kind's first floor
// outlasts it alone.
TEST(Balance, AHeroAboveAFloorsLevelWinsThere) {
    const RulesPtr rules = shippedRules();
    for (const HeroClass& hero : rules->classes) {
        for (const MonsterKind& kind : kindsFirstMet(*rules, 1, kNoDeeper)) {
            EXPECT_TRUE(heroWins(*rules, hero, kind.minDepth + 1, kind))
                << hero.id << " at level " << kind.minDepth + 1 << " against " << kind.id;
        }
    }
}

}  // namespace
}  // namespace delve
