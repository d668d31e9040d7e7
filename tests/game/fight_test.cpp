// A fight and what it leaves: the fall of its last foe is told as the fight
// won, with all the experience its kills gave (seed 002's "¡Victoria!
// Experiencia del combate: 21."); every monster killed on the floor leaves
// its remains there.
#include <gtest/gtest.h>

#include "game/game.h"
#include "keep/save_codec.h"
#include "support/printers.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using enum Direction;

Game fightOn(const std::string& name, const std::string& level) {
    const testing::TempLevel file(name, level);
    return Game(GameOptions{5, "fighter", file.level(), testing::rules()});
}

// A rat beside the hero, and two in a row.
constexpr const char* kOneRat =
    "######\n"
    "#@r..#\n"
    "######\n"
    "legend|r|monster|rat\n"
    "end\n";
constexpr const char* kTwoRats =
    "#######\n"
    "#@rr..#\n"
    "#######\n"
    "legend|r|monster|rat\n"
    "end\n";

// Strikes east until no monster is left or the blows run out.
void strikeEastUntilNoneLeft(Game& game) {
    for (int blow = 0; blow < 60 && !game.stage().monsters().empty() && game.hero().alive();
         ++blow) {
        game.act(Step{East});
    }
    ASSERT_TRUE(game.stage().monsters().empty()) << "the rats die within 60 blows";
}

// Every line of the log said as `id`.
std::vector<Said> saidAs(const Game& game, MessageId id) {
    std::vector<Said> found;
    for (const Message& message : game.log().messages()) {
        if (message.said.id == id) {
            found.push_back(message.said);
        }
    }
    return found;
}

TEST(Fight, TheLastFoeFallingIsToldAsTheFightWonWithItsExperience) {
    Game game = fightOn("won", kOneRat);
    strikeEastUntilNoneLeft(game);
    const std::vector<Said> won = saidAs(game, MessageId::FightWon);
    ASSERT_EQ(won.size(), 1u);
    EXPECT_EQ(won[0].arguments.monster, "rat");
    EXPECT_EQ(won[0].arguments.number, game.hero().experience);
    EXPECT_TRUE(saidAs(game, MessageId::HeroKills).empty()) << "the victory is the kill's line";
    EXPECT_EQ(game.fightExperience(), 0) << "the next fight counts from nothing";
}

TEST(Fight, AKillWithAnotherFoeAwakeInViewIsToldAsAKillAndTheFightGoesOn) {
    Game game = fightOn("two", kTwoRats);
    strikeEastUntilNoneLeft(game);
    const std::vector<Said> kills = saidAs(game, MessageId::HeroKills);
    const std::vector<Said> won = saidAs(game, MessageId::FightWon);
    ASSERT_EQ(kills.size(), 1u);
    ASSERT_EQ(won.size(), 1u);
    EXPECT_EQ(won[0].arguments.number, 2 * testing::rules()->monster("rat")->experience)
        << "both rats' experience";
}

TEST(Fight, ASleeperInViewIsNoFoeOfTheFight) {
    Game game = fightOn("sleeper",
                        "########\n"
                        "#@r...z#\n"
                        "########\n"
                        "legend|r|monster|rat\n"
                        "legend|z|monster|sleeper\n"
                        "end\n");
    for (int blow = 0; blow < 60 && game.stage().monsters().size() > 1; ++blow) {
        game.act(Step{East});
    }
    ASSERT_EQ(game.stage().monsters().size(), 1u) << "the rat dies within 60 blows";
    ASSERT_EQ(game.stage().monsters()[0].mind, MonsterMind::Asleep);
    EXPECT_EQ(saidAs(game, MessageId::FightWon).size(), 1u);
}

TEST(Fight, AMonsterKilledOnTheFloorLeavesItsRemains) {
    Game game = fightOn("remains", kOneRat);
    strikeEastUntilNoneLeft(game);
    EXPECT_EQ(game.map().terrain({2, 1}), Terrain::Remains);
    EXPECT_TRUE(game.map().isWalkable({2, 1}));
    EXPECT_FALSE(game.map().isOpaque({2, 1}));
    EXPECT_EQ(terrainInfo(Terrain::Remains).glyph, U'%');
}

// A fight under way with no foe left in it (the last one went out of sight
// or gave up the hunt) is won at the end of the next turn.
TEST(Fight, AFightWhoseFoesWentAwayIsWonAtTheEndOfTheTurn) {
    const Game empty = fightOn("gone", "#####\n#@..#\n#####\n");
    std::string text = saveGame(empty);
    text.replace(text.find("\nfight 0\n"), 9, "\nfight 5\n");
    Game game = loadGame(text, "gone.sav", testing::rules());
    ASSERT_EQ(game.fightExperience(), 5);
    game.act(Wait{});
    const std::vector<Said> won = saidAs(game, MessageId::FightWon);
    ASSERT_EQ(won.size(), 1u);
    EXPECT_EQ(won[0].arguments.number, 5);
    EXPECT_EQ(game.hero().experience, 5);
    EXPECT_EQ(game.fightExperience(), 0);
}

TEST(Fight, AFightUnderWayIsSavedAndComesBack) {
    Game game = fightOn("saved", kTwoRats);
    for (int blow = 0; blow < 60 && game.stage().monsters().size() > 1; ++blow) {
        game.act(Step{East});
    }
    ASSERT_GT(game.fightExperience(), 0) << "one rat down, one to go";
    EXPECT_EQ(game.hero().experience, 0) << "gained only when the fight is won";
    const std::string text = saveGame(game);
    EXPECT_NE(text.find("\nfight " + std::to_string(game.fightExperience()) + "\n"),
              std::string::npos);
    const Game loaded = loadGame(text, "fight.sav", testing::rules());
    EXPECT_EQ(loaded.fightExperience(), game.fightExperience());
}

}  // namespace
}  // namespace delve
