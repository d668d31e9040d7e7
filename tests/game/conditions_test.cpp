// Conditions on the hero and on monsters: what each does, how long it
// lasts, and what the log says.
#include <gtest/gtest.h>

#include "game/conditions/condition_rule.h"
#include "support/command_games.h"
#include "support/with_conditions.h"

namespace delve {
namespace {

using testing::gameOnLevel;
using testing::lastText;
using testing::withConditions;

constexpr const char* kConditionsCorridor =
    "############\n"
    "#@.........#\n"
    "############\n";

constexpr const char* kLongCorridor =
    "################################################\n"
    "#@.............................................#\n"
    "################################################\n";

// Within the guard's sight, so it hunts the hero from the first turn.
constexpr const char* kGuardInCorridor =
    "############\n"
    "#@.....g...#\n"
    "############\n"
    "legend|g|monster|guard\n"
    "end\n";

bool saidEver(const Game& game, const std::string& words) {
    for (const Message& message : game.log().messages()) {
        if (testing::textOf(game, message) == words) {
            return true;
        }
    }
    return false;
}

TEST(Conditions, PoisonTakesAPointATurnAndKeepsHealthFromComingBack) {
    Game game = withConditions(
        testing::withHeroHealth(gameOnLevel("poison", kConditionsCorridor), 20), "poisoned 3");
    for (int turn = 0; turn < 3; ++turn) {
        game.act(Wait{});
    }
    EXPECT_EQ(game.hero().hp, 17);
    EXPECT_FALSE(game.hero().conditions.has(ConditionKind::Poisoned));
    EXPECT_EQ(lastText(game), "You feel the poison wear off.");
}

TEST(Conditions, PoisonCanKillAndTheDeadKeepNoConditions) {
    Game game =
        withConditions(testing::withHeroHealth(gameOnLevel("poison_death", kConditionsCorridor), 2),
                       "poisoned 9 slowed 4");
    game.act(Wait{});
    ASSERT_TRUE(game.isOver());
    EXPECT_EQ(testing::textOf(game, game.causeOfDeath()), "killed by poison on floor 1");
    EXPECT_TRUE(game.hero().conditions.empty());
}

TEST(Conditions, AConditionOnAgainLastsTheLongerAndIsNotAnnouncedTwice) {
    Conditions conditions;
    EXPECT_TRUE(conditions.add(ConditionKind::Slowed, 4));
    EXPECT_FALSE(conditions.add(ConditionKind::Slowed, 2));
    EXPECT_EQ(conditions.turnsLeft(ConditionKind::Slowed), 4);
    EXPECT_FALSE(conditions.add(ConditionKind::Slowed, 9));
    EXPECT_EQ(conditions.turnsLeft(ConditionKind::Slowed), 9);
}

TEST(Conditions, ConfusionSteersSomeStepsIntoTheWall) {
    // In a corridor one cell wide, a step east that goes astray mostly meets
    // wall: the hero stumbles, and the turn is spent all the same.
    Game game = withConditions(gameOnLevel("confused", kLongCorridor), "confused 40");
    int stumbles = 0;
    int turnsBefore = game.turn();
    for (int step = 0; step < 30; ++step) {
        const int before = game.log().said();
        EXPECT_TRUE(game.act(Step{Direction::East}).tookTurn) << "a confused step is never free";
        for (const Message& message : game.log().last(static_cast<std::size_t>(
                 game.log().said() - before > 0 ? game.log().said() - before : 0))) {
            stumbles += message.said.id == MessageId::StumbleAstray ? 1 : 0;
        }
    }
    EXPECT_EQ(game.turn(), turnsBefore + 30);
    EXPECT_GT(stumbles, 3) << "about one step in three hits a wall";
    EXPECT_LT(game.hero().position.x, 31) << "astray steps slow the way east";
}

TEST(Conditions, ACommandWillNotStartWhileConfusedAndSaysWhy) {
    Game game = withConditions(gameOnLevel("confused_rest", kConditionsCorridor), "confused 5");
    game.act(Explore{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastText(game), "You cannot explore while confused.");
    EXPECT_EQ(game.foresight().commandStart(CommandKind::Travel), CommandStart::Refused);
}

TEST(Conditions, AHastedHeroActsTwiceForEachTurnOfTheWorld) {
    Game game = withConditions(gameOnLevel("hasted", kConditionsCorridor), "hasted 20");
    const int start = game.turn();
    for (int step = 0; step < 6; ++step) {
        game.act(Step{Direction::East});
    }
    EXPECT_EQ(game.hero().position.x, 7);
    EXPECT_EQ(game.turn(), start + 3);
}

// A room above a corridor: its far corner is out of sight until the hero
// stands in the opening.
constexpr const char* kRoomAboveCorridor =
    "##########\n"
    "#........#\n"
    "#........#\n"
    "#####.####\n"
    "#####.####\n"
    "#####@####\n"
    "##########\n";

// Found by the soak: the first step of a hasted hero's turn left her sight
// where she had been, so the room she stepped into stayed unseen until her
// second step, and a save made between the two loaded seeing more.
TEST(Conditions, AHastedHeroSeesFromWhereHerFirstStepOfATurnTookHer) {
    const Point farCorner{1, 1};
    for (const char* conditions : {"", "hasted 20"}) {
        Game game = withConditions(gameOnLevel("hasted_sight", kRoomAboveCorridor), conditions);
        game.act(Step{Direction::North});
        ASSERT_FALSE(game.map().isExplored(farCorner)) << "not from the corridor";
        // A hasted hero's second step is the first of her next turn's two:
        // the world's clock does not move after it.
        game.act(Step{Direction::North});
        EXPECT_TRUE(game.map().isVisible(farCorner)) << conditions;
        EXPECT_TRUE(game.map().isExplored(farCorner)) << conditions;
    }
}

TEST(Conditions, ASlowedHeroLetsTheWorldTakeTwoTurnsForEachStep) {
    Game game = withConditions(gameOnLevel("slowed", kConditionsCorridor), "slowed 20");
    const int start = game.turn();
    for (int step = 0; step < 3; ++step) {
        game.act(Step{Direction::East});
    }
    EXPECT_EQ(game.hero().position.x, 4);
    EXPECT_EQ(game.turn(), start + 6);
}

TEST(Conditions, AHeldHeroStrugglesInPlaceUntilTheNetGivesWay) {
    Game game = withConditions(gameOnLevel("held", kConditionsCorridor), "held 2");
    EXPECT_TRUE(game.act(Step{Direction::East}).tookTurn);
    EXPECT_EQ(game.hero().position, (Point{1, 1}));
    EXPECT_EQ(game.log().messages()[game.log().messages().size() - 1].said.id,
              MessageId::StruggleInNet);
    game.act(Step{Direction::East});
    EXPECT_TRUE(saidEver(game, "You are free of the net."));
    game.act(Step{Direction::East});
    EXPECT_EQ(game.hero().position, (Point{2, 1}));
}

TEST(Conditions, BleedingLeavesBloodWhereTheHeroWalks) {
    Game game = withConditions(gameOnLevel("bleeding", kConditionsCorridor), "bleeding 4");
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    EXPECT_EQ(game.map().terrain({2, 1}), Terrain::Blood);
    EXPECT_EQ(game.map().terrain({3, 1}), Terrain::Blood);
    EXPECT_LT(game.hero().hp, game.hero().maxHp);
}

TEST(Conditions, ASlowedMonsterActsEveryOtherTurn) {
    // The guard does not wander; hunting, it comes a cell a turn, or every
    // other turn when slowed.
    Game hunted = gameOnLevel("slow_guard", kGuardInCorridor);
    Game slowed = withConditions(hunted, "", {"slowed 30"});
    // Noticing her takes each its first action; counting starts after.
    for (Game* game : {&hunted, &slowed}) {
        while (!game->stage().monsters().front().hunting()) {
            game->act(Wait{});
        }
    }
    const int huntedFrom = hunted.stage().monsters().front().position.x;
    const int slowedFrom = slowed.stage().monsters().front().position.x;
    for (int turn = 0; turn < 4; ++turn) {
        hunted.act(Wait{});
        slowed.act(Wait{});
    }
    ASSERT_FALSE(hunted.stage().monsters().empty());
    ASSERT_FALSE(slowed.stage().monsters().empty());
    const int huntedCame = huntedFrom - hunted.stage().monsters().front().position.x;
    const int slowedCame = slowedFrom - slowed.stage().monsters().front().position.x;
    EXPECT_EQ(huntedCame, 4);
    EXPECT_EQ(slowedCame, 2);
}

TEST(Conditions, AConfusedMonsterStaggersOffItsWay) {
    // Hunting the hero down a corridor, a confused guard loses ground to the
    // walls: after ten turns it is further away than a clear-headed one.
    Game clear = gameOnLevel("confused_guard", kGuardInCorridor);
    Game confused = withConditions(clear, "", {"confused 30"});
    for (int turn = 0; turn < 5; ++turn) {
        clear.act(Wait{});
        confused.act(Wait{});
    }
    ASSERT_FALSE(confused.stage().monsters().empty());
    EXPECT_GT(confused.stage().monsters().front().position.x,
              clear.stage().monsters().front().position.x);
}

TEST(Conditions, AMonsterPoisonedToDeathIsTheHerosKill) {
    const Game start = gameOnLevel("poisoned_guard", kGuardInCorridor);
    Game game = withConditions(start, "", {"poisoned 60"});
    for (int turn = 0; turn < 60 && !game.stage().monsters().empty(); ++turn) {
        game.act(Step{Direction::West});  // into the wall: a wait that costs nothing
        game.act(Wait{});
    }
    EXPECT_TRUE(game.stage().monsters().empty()) << "50 health, a point a turn";
    EXPECT_EQ(game.kills().at("guard"), 1);
    EXPECT_TRUE(saidEver(game, "Victory! The fight was worth 1 experience."))
        << "the guard was the fight's last foe";
}

}  // namespace
}  // namespace delve
