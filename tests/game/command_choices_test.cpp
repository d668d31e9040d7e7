// Commands beside monsters that sleep or flee: the player is asked rather
// than refused, and what the command has taken in does not stop it again.
#include <gtest/gtest.h>

#include "support/command_games.h"
#include "support/printers.h"
#include "support/said_text.h"

namespace delve {
namespace {

using testing::gameOnLevel;
using testing::lastMessage;
using testing::runCommand;
using testing::withHeroHealth;

const std::string kRoom =
    "##########\n"
    "#........#\n"
    "#.@......#\n"
    "#........#\n"
    "##########\n";

// The hero hurt in the room, with one monster of `kind` minded so at (7, 2).
Game hurtBeside(const std::string& name, const std::string& kind, MonsterMind mind) {
    Game game = withHeroHealth(gameOnLevel(name, kRoom), 10);
    game.addMonster(*game.rules().monster(kind), {7, 2}, mind);
    return game;
}

TEST(CommandChoices, ASleeperInViewAsksFirstInsteadOfRefusing) {
    const Game game = hurtBeside("ask_sleeper", "guard", MonsterMind::Asleep);
    EXPECT_EQ(game.foresight().commandStart(CommandKind::Rest), CommandStart::AskFirst);
    EXPECT_EQ(game.foresight().commandStart(CommandKind::Explore), CommandStart::AskFirst);
    EXPECT_EQ(game.foresight().commandStart(CommandKind::Travel), CommandStart::AskFirst);
}

TEST(CommandChoices, AFleeingMonsterInViewAsksFirst) {
    const Game game = hurtBeside("ask_fleeing", "guard", MonsterMind::Fleeing);
    EXPECT_EQ(game.foresight().commandStart(CommandKind::Explore), CommandStart::AskFirst);
}

TEST(CommandChoices, AnAwakeMonsterInViewRefusesEvenWithAYes) {
    Game game = hurtBeside("refuse_awake", "guard", MonsterMind::Hunting);
    EXPECT_EQ(game.foresight().commandStart(CommandKind::Rest), CommandStart::Refused);
    game.act(Rest{.despiteMonsters = true});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You cannot rest with a guard in view, 5 cells east.");
}

TEST(CommandChoices, WithoutAYesASleeperStillRefuses) {
    Game game = hurtBeside("no_yes", "guard", MonsterMind::Asleep);
    game.act(Rest{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You cannot rest with a guard in view, 5 cells east.");
}

TEST(CommandChoices, AYesRestsBesideASleeperUntilHealed) {
    Game game = hurtBeside("rest_sleeper", "guard", MonsterMind::Asleep);
    game.act(Rest{.despiteMonsters = true});
    ASSERT_TRUE(game.commandRunning());
    runCommand(game);
    EXPECT_EQ(game.hero().hp, game.hero().maxHp) << "the sleeper in view never stopped it";
    EXPECT_EQ(lastMessage(game), "You feel rested.");
}

TEST(CommandChoices, ASleeperThatWakesStopsTheRest) {
    Game game = hurtBeside("rest_wakes", "guard", MonsterMind::Asleep);
    game.act(Rest{.despiteMonsters = true});
    game.continueCommand();
    ASSERT_TRUE(game.commandRunning());
    // Something wakes it (in play: a noise); the next step sees it awake.
    Game woken = game;
    const_cast<Monster&>(woken.stage().monsters()[0]).mind = MonsterMind::Hunting;
    woken.continueCommand();
    EXPECT_FALSE(woken.commandRunning());
    EXPECT_EQ(lastMessage(woken), "You stop: the guard is on the move.");
}

TEST(CommandChoices, AFleeingMonsterDoesNotStopExploringAsItComesAndGoes) {
    // A hall and a room beyond a bend: the coward flees ahead, out of sight
    // and back into it, while the hero explores after it.
    const testing::TempLevel file("command_explore_fleeing",
                                  "####################\n"
                                  "#@.................#\n"
                                  "#########.##########\n"
                                  "#########.##########\n"
                                  "#########..........#\n"
                                  "####################\n");
    Game game(GameOptions{11, "fighter", file.level(), testing::rulesWithACoward()});
    Monster& coward =
        game.addMonster(*game.rules().monster("coward"), {5, 1}, MonsterMind::Fleeing);
    coward.hp = 5;  // badly hurt: it keeps running
    ASSERT_EQ(game.foresight().commandStart(CommandKind::Explore), CommandStart::AskFirst);
    game.act(Explore{.despiteMonsters = true});
    runCommand(game, 500);
    std::string all;
    for (const Message& m : game.log().messages())
        all += testing::textOf(game, m) + "|";
    EXPECT_EQ(lastMessage(game).rfind("Explored", 0), 0u) << all;
}

// The stairs are named where the hero stops, never where a command merely
// passes over them.
const std::string kHallWithStairs =
    "#########\n"
    "#@..>...#\n"
    "#########\n";

bool saidStairs(const Game& game) {
    for (const Message& message : game.log().messages()) {
        if (testing::textOf(game, message) == "There are stairs down here.") {
            return true;
        }
    }
    return false;
}

TEST(CommandChoices, TravelPastTheStairsDoesNotSayTheyAreHere) {
    Game game = gameOnLevel("stairs_past", kHallWithStairs);
    game.act(TravelTo{{7, 1}});
    runCommand(game);
    EXPECT_EQ(game.hero().position, (Point{7, 1}));
    EXPECT_FALSE(saidStairs(game));
}

TEST(CommandChoices, TravelThatStopsOnTheStairsSaysTheyAreHere) {
    Game game = gameOnLevel("stairs_on", kHallWithStairs);
    game.act(TravelTo{{4, 1}});
    runCommand(game);
    EXPECT_EQ(lastMessage(game), "There are stairs down here.");
}

TEST(CommandChoices, AStepOntoTheStairsSaysTheyAreHere) {
    Game game = gameOnLevel("stairs_step", kHallWithStairs);
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    EXPECT_FALSE(saidStairs(game));
    game.act(Step{Direction::East});
    EXPECT_EQ(lastMessage(game), "There are stairs down here.");
}

TEST(CommandChoices, TravelRefusalSaysWhyBeforeAnyStep) {
    Game game = hurtBeside("refusal", "guard", MonsterMind::Hunting);
    EXPECT_EQ(testing::textOf(game, game.foresight().travelRefusal({3, 3})),
              "You cannot travel with a guard in view, 5 cells east.");
    EXPECT_EQ(testing::textOf(game, game.foresight().travelRefusal(game.hero().position)),
              "You are already there.");
    EXPECT_EQ(testing::textOf(game, game.foresight().travelRefusal({0, 0})),
              "You cannot travel onto the wall.");
    Game quiet = hurtBeside("refusal_quiet", "guard", MonsterMind::Asleep);
    EXPECT_FALSE(quiet.foresight().travelRefusal({3, 3})) << "a sleeper asks; it does not refuse";
}

// A corridor with a sleeper in it and unseen floor beyond: exploring with a
// yes walks up to the sleeper and stops there; it never strikes it.
TEST(CommandChoices, ACommandStopsAtASleeperInTheWayInsteadOfStrikingIt) {
    Game game = gameOnLevel("sleeper_in_the_way",
                            "##############\n"
                            "#@...........#\n"
                            "##############\n");
    game.addMonster(*game.rules().monster("guard"), {4, 1}, MonsterMind::Asleep);
    game.act(Explore{.despiteMonsters = true});
    runCommand(game, 50);
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(game.hero().position, (Point{3, 1}));
    const Monster* guard = game.stage().monsterAt({4, 1});
    ASSERT_NE(guard, nullptr);
    EXPECT_EQ(guard->mind, MonsterMind::Asleep);
    EXPECT_EQ(guard->hp, guard->maxHp);
    EXPECT_EQ(lastMessage(game), "You stop: the guard is in the way.");
}

}  // namespace
}  // namespace delve
