// Resting (R), what stops a command, and when a command will not start.
#include <gtest/gtest.h>

#include "game/command_watch.h"
#include "support/command_games.h"
#include "support/printers.h"
#include "support/said_text.h"

namespace delve {
namespace {

using testing::gameOnLevel;
using testing::lastMessage;
using testing::runCommand;
using testing::withHeroHealth;

// A closed room; the guard waits behind the door, out of sight.
const std::string kRoomWithGuardOutside =
    "############\n"
    "#.....#....#\n"
    "#..@..+..g.#\n"
    "#.....#....#\n"
    "############\n"
    "legend|g|monster|guard\n"
    "end\n";

const std::string kQuietRoom =
    "#######\n"
    "#.....#\n"
    "#..@..#\n"
    "#.....#\n"
    "#######\n";

TEST(Rest, IsRefusedAtFullHealth) {
    Game game = gameOnLevel("rest_full", kQuietRoom);
    EXPECT_FALSE(game.act(Rest{}).tookTurn);
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You are already at full health.");
    EXPECT_EQ(game.turn(), 0);
}

TEST(Rest, WaitsATurnAtATimeUntilHealed) {
    Game game = withHeroHealth(gameOnLevel("rest_heal", kQuietRoom), 10);
    EXPECT_FALSE(game.act(Rest{}).tookTurn) << "starting takes no turn";
    ASSERT_TRUE(game.commandRunning());
    EXPECT_EQ(game.turn(), 0);
    EXPECT_TRUE(game.continueCommand().tookTurn);
    EXPECT_EQ(game.turn(), 1) << "each step is one turn";
    runCommand(game);
    EXPECT_EQ(game.hero().hp, game.hero().maxHp);
    EXPECT_EQ(game.turn(), 200) << "a point every ten turns, from 10 to 30";
    EXPECT_EQ(lastMessage(game), "You feel rested.");
    EXPECT_EQ(game.hero().position, (Point{3, 2}));
}

TEST(Rest, GivesUpAfterThreeHundredTurns) {
    // The barbarian has 34 health: from 1, a rest of 300 turns heals 30.
    Game game = withHeroHealth(gameOnLevel("rest_long", kQuietRoom, "barbarian"), 1);
    game.act(Rest{});
    EXPECT_EQ(runCommand(game), 300);
    EXPECT_EQ(game.hero().hp, 31);
    EXPECT_EQ(lastMessage(game), "You stop resting.");
    game.act(Rest{});
    EXPECT_TRUE(game.commandRunning()) << "another rest goes on healing";
}

TEST(Rest, StopsWhenAMonsterComesIntoView) {
    // A rat roams the other room and sooner or later opens the door.
    Game game = withHeroHealth(gameOnLevel("rest_rat",
                                           "############\n"
                                           "#.....#....#\n"
                                           "#..@..+..r.#\n"
                                           "#.....#....#\n"
                                           "############\n"
                                           "legend|r|monster|rat\n"
                                           "end\n"),
                               5);
    game.act(Rest{});
    ASSERT_TRUE(game.commandRunning());
    runCommand(game);
    EXPECT_LT(game.hero().hp, game.hero().maxHp) << "stopped before healed";
    EXPECT_TRUE(game.canSee(game.stage().monsters()[0]));
    EXPECT_EQ(lastMessage(game), "You stop: a rat comes into view.");
    game.act(Rest{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You cannot rest with a rat in view, 4 cells east.");
}

TEST(Rest, IsRefusedWithAMonsterInView) {
    Game game = withHeroHealth(gameOnLevel("rest_guard", kRoomWithGuardOutside), 5);
    // Open the door: the guard is seen, so no rest.
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    ASSERT_TRUE(game.canSee(game.stage().monsters()[0]));
    game.act(Rest{});
    EXPECT_FALSE(game.commandRunning());
    // It noticed her, which took its turn: it has not yet come a step.
    EXPECT_EQ(lastMessage(game), "You cannot rest with a guard in view, 4 cells east.");
}

TEST(Rest, TheRefusalNamesTheMonsterThatHuntsBeforeANearerSleeper) {
    Game game = withHeroHealth(gameOnLevel("rest_two", kQuietRoom), 5);
    game.addMonster(*game.rules().monster("goblin"), {4, 2}, MonsterMind::Asleep);
    game.addMonster(*game.rules().monster("rat"), {1, 1}, MonsterMind::Hunting);
    game.act(Rest{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You cannot rest with a rat in view, 2 cells north-west.");
}

TEST(Rest, AKeyStopsItAndNothingElseHappens) {
    Game game = withHeroHealth(gameOnLevel("rest_key", kQuietRoom), 10);
    game.act(Rest{});
    game.continueCommand();
    game.continueCommand();
    game.stopCommand();
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(game.turn(), 2);
    EXPECT_FALSE(game.continueCommand().tookTurn) << "nothing is left to step";
    EXPECT_EQ(game.turn(), 2);
}

TEST(Commands, AreRefusedWhilePoisoned) {
    Game game = withHeroHealth(gameOnLevel("poisoned", kQuietRoom), 20, 5);
    game.act(Rest{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You cannot rest while poisoned.");
    game.act(Explore{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You cannot explore while poisoned.");
    game.act(TravelTo{{1, 1}});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You cannot travel while poisoned.");
    EXPECT_EQ(game.turn(), 0);
}

TEST(CommandWatch, NamesWhatIsNew) {
    Game game = gameOnLevel("watch", kQuietRoom);
    const CommandWatch now = watchForCommand(game);
    EXPECT_FALSE(disturbance(now, game)) << "nothing changed";

    CommandWatch healthier = now;
    healthier.hp += 3;
    EXPECT_EQ(testing::textOf(game, disturbance(healthier, game)), "You stop: you have been hurt.");

    CommandWatch hurter = now;
    hurter.hp -= 3;
    EXPECT_FALSE(disturbance(hurter, game)) << "health gained is what a rest is for";

    CommandWatch moreDoors = now;
    moreDoors.hiddenSecretDoors += 1;
    EXPECT_EQ(testing::textOf(game, disturbance(moreDoors, game)),
              "You stop: you have found a secret door.");

    CommandWatch otherFloor = now;
    otherFloor.depth += 1;
    EXPECT_EQ(testing::textOf(game, disturbance(otherFloor, game)),
              "You stop: this is a new floor.");
}

TEST(CommandWatch, AMonsterInViewComesFirst) {
    Game game = gameOnLevel("watch_monster", kQuietRoom);
    game.addMonster(*game.rules().monster("goblin"), {5, 1}, MonsterMind::Asleep);
    CommandWatch healthier = watchForCommand(game);
    healthier.hp += 3;
    EXPECT_EQ(testing::textOf(game, disturbance(healthier, game)),
              "You stop: a goblin comes into view.");
}

}  // namespace
}  // namespace delve
