#include <gtest/gtest.h>

#include "game/game.h"
#include "support/printers.h"
#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using enum Direction;

Game gameOn(const std::string& name, const std::string& level, const std::string& heroClass) {
    const testing::TempLevel file(name, level);
    return Game(GameOptions{5, heroClass, file.level(), testing::rules()});
}

const std::string kRatBeside =
    "######\n"
    "#@r..#\n"
    "######\n"
    "legend|r|monster|rat\n"
    "end\n";

TEST(Combat, ABumpAttacksAndAKillGivesExperience) {
    Game game = gameOn("kill", kRatBeside, "fighter");
    int blows = 0;
    while (!game.stage().monsters().empty() && blows < 20) {
        EXPECT_TRUE(game.act(Step{East}).tookTurn);
        ++blows;
    }
    ASSERT_TRUE(game.stage().monsters().empty()) << "a rat of 4 health dies within 20 blows";
    EXPECT_EQ(game.hero().position, (Point{1, 1})) << "attacking is not moving";
    EXPECT_EQ(game.hero().experience, 1);
    bool sawKill = false;
    for (const Message& message : game.log().messages()) {
        sawKill |= testing::textOf(game, message) == "Victory! The fight was worth 1 experience.";
    }
    EXPECT_TRUE(sawKill);
}

TEST(Combat, EveryBlowIsNamedInTheLog) {
    Game game = gameOn("log", kRatBeside, "fighter");
    game.act(Step{East});
    // The log: the level's name, the rat seen on arrival, then the blow.
    ASSERT_EQ(testing::textOf(game, game.log().messages()[1]), "You see a rat.");
    const std::string first = testing::textOf(game, game.log().messages()[2]);
    EXPECT_TRUE(first == "You hit the rat." || first == "You miss the rat." ||
                first == "Victory! The fight was worth 1 experience.")
        << first;
    ASSERT_FALSE(game.events().empty());
}

TEST(Combat, ThePoisonOfASpiderHurtsEachTurnThenWearsOff) {
    Game game =
        gameOn("poison", "######\n#@s..#\n######\nlegend|s|monster|spider\nend\n", "fighter");
    game.act(Wait{});  // the spider notices and bites (it never misses)
    game.act(Wait{});
    ASSERT_TRUE(game.hero().conditions.has(ConditionKind::Poisoned));
    EXPECT_EQ(testing::textOf(game, game.log().last(5).front()).empty(), false);
    bool told = false;
    for (const Message& message : game.log().messages()) {
        told |= testing::textOf(game, message) == "You are poisoned!";
    }
    EXPECT_TRUE(told);
}

TEST(Combat, DeathEndsTheRunAndNamesItsCause) {
    Game game = gameOn("death",
                       "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                       "legend|g|monster|goblin\nend\n",
                       "rogue");
    for (int turn = 0; turn < 500 && !game.isOver(); ++turn) {
        game.act(Wait{});
    }
    ASSERT_TRUE(game.isOver());
    EXPECT_EQ(game.hero().hp, 0);
    EXPECT_EQ(testing::textOf(game, game.causeOfDeath()), "killed by a goblin on floor 1");
    EXPECT_EQ(testing::lastText(game), "You die...");
    const int turn = game.turn();
    EXPECT_FALSE(game.act(Wait{}).tookTurn) << "nothing happens after death";
    EXPECT_EQ(game.turn(), turn);
}

// The warning comes once for each fall below a third of the hero's health,
// on the blow that takes her there, and never again while she stays low.
TEST(Combat, TheLowHealthWarningComesOnceForEachFallBelowAThird) {
    Game game = gameOn("low",
                       "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                       "legend|g|monster|goblin\nend\n",
                       "rogue");
    int falls = 0;
    int warnings = 0;
    for (int turn = 0; turn < 500 && !game.isOver(); ++turn) {
        const bool wasLow = game.hero().lowOnHealth();
        const int saidBefore = game.log().said();
        game.act(Wait{});
        const bool fell = !wasLow && game.hero().lowOnHealth() && game.hero().alive();
        falls += fell ? 1 : 0;
        for (const Message& message : game.log().messages()) {
            const std::string text = testing::textOf(game, message);
            if (message.serial > saidBefore && text.starts_with("Your health is low: ")) {
                ++warnings;
                EXPECT_TRUE(fell) << "warned on turn " << turn << " without a fall";
                // What is left when the blow fell, no less than what is left now.
                const int left = std::stoi(text.substr(std::string("Your health is low: ").size()));
                EXPECT_LT(left * 3, game.hero().maxHp);
                EXPECT_GE(left, game.hero().hp);
            }
        }
    }
    ASSERT_TRUE(game.isOver());
    EXPECT_GE(falls, 1);
    EXPECT_EQ(warnings, falls);
}

TEST(Combat, LevelsRaiseHealthAndDamage) {
    // Enough rats for 10 experience: the fighter reaches level 2.
    Game game = gameOn("level",
                       "##############\n#@rrrrrrrrrrr#\n##############\n"
                       "legend|r|monster|rat\nend\n",
                       "fighter");
    const int maxHp = game.hero().maxHp;
    for (int blow = 0; blow < 300 && game.hero().experienceLevel < 2 && !game.isOver(); ++blow) {
        game.act(Step{East});
    }
    ASSERT_EQ(game.hero().experienceLevel, 2);
    EXPECT_EQ(game.hero().maxHp, maxHp + 6);
    EXPECT_EQ(game.hero().damageBonus, 1);
}

TEST(Combat, TheRogueSpotsSecretDoorsNearby) {
    const std::string level = "#######\n#@..?.#\n#######\n";
    Game rogue = gameOn("rogue_eyes", level, "rogue");
    Game fighter = gameOn("fighter_eyes", level, "fighter");
    for (Game* game : {&rogue, &fighter}) {
        game->act(Step{East});
    }
    EXPECT_EQ(rogue.map().terrain({4, 1}), Terrain::ClosedDoor);
    EXPECT_EQ(testing::lastText(rogue), "Your keen eyes spot a secret door.");
    EXPECT_EQ(fighter.map().terrain({4, 1}), Terrain::SecretDoor);
}

}  // namespace
}  // namespace delve
