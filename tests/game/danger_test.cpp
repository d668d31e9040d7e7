// How dangerous a monster is to the hero: the health she would lose killing
// it, against the health she has now.
#include <gtest/gtest.h>

#include "game/danger.h"
#include "support/test_rules.h"

namespace delve {
namespace {

// A level-1 fighter of the test rules (30 health, 1d8+1, accuracy 80,
// defence 10, toughness) with `hp` left.
Hero dangerTestFighter(int hp) {
    Hero hero;
    hero.heroClass = &testing::rules()->classes.front();
    hero.maxHp = 30;
    hero.hp = hp;
    return hero;
}

Monster dangerTestMonster(const MonsterKind& kind) {
    Monster monster;
    monster.kind = &kind;
    monster.hp = kind.maxHp;
    monster.maxHp = kind.maxHp;
    monster.speed = kind.speed;
    monster.mind = MonsterMind::Hunting;  // aware of her: no sneak attack
    return monster;
}

MonsterKind dangerTestKind(int hp, Dice damage, int speed = 100) {
    MonsterKind kind;
    kind.id = "test_beast";
    kind.maxHp = hp;
    kind.damage = damage;
    kind.accuracy = 70;
    kind.speed = speed;
    return kind;
}

TEST(Danger, ARatIsSlightToAFreshFighter) {
    const MonsterKind rat = dangerTestKind(4, Dice{1, 3, 0});
    EXPECT_EQ(dangerOf(dangerTestFighter(30), dangerTestMonster(rat)), Danger::Slight);
}

// Her blows land 80 times in a hundred for 5.5: 1.8 turns for a goblin's 8
// health. Its blows land 60 times in a hundred for 3.5 less toughness's
// point: 1.5 a turn, 2.7 in all, of which whole points are counted.
TEST(Danger, TheLossCountsHerTurnsToKillAndItsBlowsMeanwhile) {
    const MonsterKind goblin = dangerTestKind(8, Dice{1, 6, 0});
    EXPECT_EQ(healthLostKilling(dangerTestFighter(30), dangerTestMonster(goblin)), 2);
}

TEST(Danger, TheSameMonsterGrowsMoreDangerousAsHerHealthFalls) {
    const MonsterKind goblin = dangerTestKind(8, Dice{1, 6, 0});
    const Monster monster = dangerTestMonster(goblin);
    EXPECT_EQ(dangerOf(dangerTestFighter(30), monster), Danger::Slight);
    EXPECT_EQ(dangerOf(dangerTestFighter(5), monster), Danger::Slight);
    EXPECT_EQ(dangerOf(dangerTestFighter(4), monster), Danger::Dangerous);
    EXPECT_EQ(dangerOf(dangerTestFighter(2), monster), Danger::Deadly);
}

TEST(Danger, AMonsterThatWouldKillHerFirstIsDeadly) {
    const MonsterKind ogre = dangerTestKind(60, Dice{2, 6, 5});
    EXPECT_EQ(dangerOf(dangerTestFighter(30), dangerTestMonster(ogre)), Danger::Deadly);
}

TEST(Danger, AMonsterTwiceAsFastCostsTwiceTheHealth) {
    const MonsterKind slow = dangerTestKind(20, Dice{2, 6, 0});
    const MonsterKind fast = dangerTestKind(20, Dice{2, 6, 0}, 200);
    const Hero hero = dangerTestFighter(30);
    EXPECT_EQ(healthLostKilling(hero, dangerTestMonster(fast)),
              2 * healthLostKilling(hero, dangerTestMonster(slow)));
}

}  // namespace
}  // namespace delve
