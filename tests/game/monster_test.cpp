#include <gtest/gtest.h>

#include "game/game.h"
#include "support/printers.h"
#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using enum Direction;

Game monsterGameOn(const std::string& name, const std::string& level,
                   const std::string& heroClass = "fighter") {
    const testing::TempLevel file(name, level);
    return Game(GameOptions{11, heroClass, file.level(), testing::rules()});
}

void walk(Game& game, std::initializer_list<Direction> steps) {
    for (Direction d : steps) {
        game.act(Step{d});
    }
}

void wait(Game& game, int turns) {
    for (int i = 0; i < turns; ++i) {
        game.act(Wait{});
    }
}

// A room with a corridor that turns down at its east end.
const std::string kCorner =
    "#############\n"
    "#g....@.....#\n"
    "#########.###\n"
    "#########.###\n"
    "#########.###\n"
    "#########...#\n"
    "#############\n"
    "legend|g|monster|guard\n"
    "end\n";

TEST(Monsters, NoticeTheHeroAndSayIt) {
    Game game = monsterGameOn("notice", kCorner);
    EXPECT_FALSE(game.stage().monsters()[0].hunting());  // no turn has passed yet
    walk(game, {West});
    EXPECT_TRUE(game.stage().monsters()[0].hunting());
    EXPECT_EQ(testing::lastText(game), "The guard notices you!");
}

TEST(Monsters, FollowTheHeroAroundACorner) {
    Game game = monsterGameOn("chase", kCorner);
    walk(game, {West, East, East, East, SouthEast, South});
    ASSERT_EQ(game.hero().position, (Point{9, 3}));
    wait(game, 4);
    const Monster& guard = game.stage().monsters()[0];
    EXPECT_TRUE(guard.hunting());
    EXPECT_EQ(chebyshevDistance(guard.position, game.hero().position), 1) << "it came round";
    EXPECT_EQ(guard.position, (Point{9, 2}));
}

TEST(Monsters, GiveUpWhereTheyLastSawTheHero) {
    Game game = monsterGameOn("giveup", kCorner);
    walk(game, {West, East, East, East});  // seen last at (8,1)
    ASSERT_EQ(game.stage().monsters()[0].lastSeenHero, (Point{8, 1}));
    walk(game, {SouthEast, South, South, SouthEast, East});
    const Monster& guard = game.stage().monsters()[0];
    EXPECT_EQ(guard.position, (Point{8, 1}));
    EXPECT_FALSE(guard.hunting());
    wait(game, 5);
    EXPECT_EQ(game.stage().monsters()[0].position, (Point{8, 1})) << "a guard does not roam";
}

TEST(Monsters, QueueInACorridorBehindEachOther) {
    Game game = monsterGameOn("queue",
                              "#########\n"
                              "#@....gg#\n"
                              "#########\n"
                              "legend|g|monster|guard\n"
                              "end\n");
    wait(game, 5);
    const auto& monsters = game.stage().monsters();
    ASSERT_EQ(monsters.size(), 2u);
    EXPECT_EQ(monsters[0].position, (Point{2, 1}));
    EXPECT_EQ(monsters[1].position, (Point{3, 1})) << "the second waits behind the first";
    wait(game, 3);
    EXPECT_EQ(monsters[1].position, (Point{3, 1}));
    EXPECT_LT(game.hero().hp, game.hero().maxHp) << "the first one fights";
}

TEST(Monsters, ASleeperSleepsUntilANoiseWakesIt) {
    Game game = monsterGameOn("sleep",
                              "####################\n"
                              "#@g...z...........Z#\n"
                              "####################\n"
                              "legend|g|monster|guard\n"
                              "legend|z|monster|sleeper\n"
                              "legend|Z|monster|sleeper\n"
                              "end\n");
    const auto sleeperAt = [&game](Point cell) { return game.stage().monsterAt(cell); };
    ASSERT_NE(sleeperAt({6, 1}), nullptr);
    EXPECT_FALSE(sleeperAt({6, 1})->awake());
    // Blows are noise: the near sleeper wakes, the far one sleeps on.
    for (int blow = 0; blow < 12; ++blow) {
        walk(game, {East});
    }
    ASSERT_NE(game.stage().monsterAt({18, 1}), nullptr);
    EXPECT_FALSE(game.stage().monsterAt({18, 1})->awake());
    bool nearOneAwake = false;
    for (const Monster& monster : game.stage().monsters()) {
        nearOneAwake |= monster.kind->id == "sleeper" && monster.position.x < 10 && monster.awake();
    }
    EXPECT_TRUE(nearOneAwake);
}

TEST(Monsters, ASleeperStaysAsleepInSilence) {
    Game game = monsterGameOn("silence",
                              "###########\n"
                              "#@.......z#\n"
                              "###########\n"
                              "legend|z|monster|sleeper\n"
                              "end\n");
    wait(game, 30);
    walk(game, {East, East, East, West, West});
    EXPECT_FALSE(game.stage().monsters()[0].awake());
    EXPECT_EQ(game.stage().monsters()[0].position, (Point{9, 1}));
}

TEST(Monsters, AFasterMonsterMovesTwiceATurn) {
    Game game = monsterGameOn("race",
                              "##########\n"
                              "#@....g..#\n"
                              "#........#\n"
                              "#.....R..#\n"
                              "##########\n"
                              "legend|g|monster|guard\n"
                              "legend|R|monster|runner\n"
                              "end\n");
    wait(game, 1);  // both see the hero: noticing takes an action
    EXPECT_EQ(game.stage().monsters()[0].position, (Point{6, 1})) << "the guard only noticed";
    EXPECT_EQ(chebyshevDistance(game.stage().monsters()[1].position, {6, 3}), 1)
        << "the runner noticed, and had a second action to step";
}

TEST(Monsters, OneBehindTheHeroNeverCatchesUpAtTheSameSpeed) {
    Game game = monsterGameOn("behind",
                              "######################\n"
                              "#g@..................#\n"
                              "######################\n"
                              "legend|g|monster|guard\n"
                              "end\n");
    const int hp = game.hero().hp;
    for (int i = 0; i < 15; ++i) {
        walk(game, {East});
    }
    EXPECT_EQ(game.hero().hp, hp) << "it steps where the hero was, and never gets a blow in";
    // The turn it spent noticing her, it never makes up.
    EXPECT_EQ(chebyshevDistance(game.stage().monsters()[0].position, game.hero().position), 2);
}

}  // namespace
}  // namespace delve
