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
// damage_per_level and health by hp_per_level at each level after the first.

namespace delve {
namespace {

using testing::shippedRules;

int hpAtLevel(const HeroClass& hero, int level) {
    return hero.maxHp + hero.hpPerLevel * (level - 1);
}

double damageAtLevel(const HeroClass& hero, int level) {
    return hero.damage.averageHundredths() / 100.0 + hero.damagePerLevel * (level - 1);
}

// Blows that land, on average, before `hp` runs out.
int blowsToKill(int hp, double averageDamage) {
    return static_cast<int>(std::ceil(hp / averageDamage - 1e-9));
}

// The chance a swing lands, kept off certainty either way.
double landing(int accuracy, int defence) {
    return std::clamp(accuracy - defence, 5, 95) / 100.0;
}

// Whether a lone hero of `level` outlasts `kind`, trading blows: counts the
// hero's turns each side needs, with misses and the monster's speed.
bool heroWins(const HeroClass& hero, int level, const MonsterKind& kind) {
    const double heroPerTurn = damageAtLevel(hero, level) * landing(hero.accuracy, kind.defence);
    const double kindPerTurn = kind.damage.averageHundredths() / 100.0 *
                               landing(kind.accuracy, hero.defence) * kind.speed / 100.0;
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

TEST(Balance, ANewHeroKillsFirstFloorKindsInOneToThreeBlows) {
    const RulesPtr rules = shippedRules();
    for (const HeroClass& hero : rules->classes) {
        for (const MonsterKind& kind : dungeonKinds(*rules)) {
            if (kind.minDepth != 1) {
                continue;
            }
            const int blows = blowsToKill(kind.maxHp, damageAtLevel(hero, 1));
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
        for (const MonsterKind& kind : dungeonKinds(*rules)) {
            if (kind.minDepth != 1) {
                continue;
            }
            const int blows = blowsToKill(hero.maxHp, kind.damage.averageHundredths() / 100.0);
            EXPECT_GE(blows, 5) << kind.id << " against " << hero.id;
            EXPECT_LE(blows, 20) << kind.id << " against " << hero.id;
        }
    }
}

TEST(Balance, ANewHeroWinsOnTheFirstFloor) {
    const RulesPtr rules = shippedRules();
    for (const HeroClass& hero : rules->classes) {
        for (const MonsterKind& kind : dungeonKinds(*rules)) {
            if (kind.minDepth == 1) {
                EXPECT_TRUE(heroWins(hero, 1, kind)) << hero.id << " against " << kind.id;
            }
        }
    }
}

TEST(Balance, DeepKindsNeedALevelledHero) {
    const RulesPtr rules = shippedRules();
    for (const HeroClass& hero : rules->classes) {
        for (const MonsterKind& kind : dungeonKinds(*rules)) {
            if (kind.minDepth >= 6) {
                EXPECT_FALSE(heroWins(hero, 1, kind)) << hero.id << " against " << kind.id;
            }
        }
    }
}

// Nothing is out of reach: a hero one level above a kind's first floor
// outlasts it alone.
TEST(Balance, AHeroAboveAFloorsLevelWinsThere) {
    const RulesPtr rules = shippedRules();
    for (const HeroClass& hero : rules->classes) {
        for (const MonsterKind& kind : dungeonKinds(*rules)) {
            EXPECT_TRUE(heroWins(hero, kind.minDepth + 1, kind))
                << hero.id << " at level " << kind.minDepth + 1 << " against " << kind.id;
        }
    }
}

}  // namespace
}  // namespace delve
