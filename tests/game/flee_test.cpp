// A fleeing monster does what the log says: it steps away, and strikes only
// when it cannot, the log saying it is cornered.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

Game fleeingBeside(const std::string& name, const std::string& map, Point coward) {
    const testing::TempLevel file("flee_" + name, map);
    Game game(GameOptions{3, "fighter", file.level(), testing::rulesWithACoward()});
    game.addMonster(*game.rules().monster("coward"), coward, MonsterMind::Fleeing);
    return game;
}

bool saidAny(const Game& game, MessageId id) {
    return std::ranges::any_of(game.log().messages(),
                               [id](const Message& message) { return message.said.id == id; });
}

TEST(Flee, AFleeingMonsterStepsAwayInsteadOfStriking) {
    Game game = fleeingBeside("open",
                              "#########\n"
                              "#.......#\n"
                              "#..@....#\n"
                              "#.......#\n"
                              "#########\n",
                              {4, 2});
    for (int turn = 0; turn < 3; ++turn) {
        game.act(Wait{});
    }
    const Monster& coward = game.stage().monsters().front();
    EXPECT_GT(chebyshevDistance(coward.position, game.hero().position), 1);
    EXPECT_FALSE(saidAny(game, MessageId::MonsterHits));
    EXPECT_FALSE(saidAny(game, MessageId::MonsterMisses));
    EXPECT_EQ(coward.mind, MonsterMind::Fleeing);
}

TEST(Flee, OneWithNowhereToRunIsCorneredAndTheLogSaysSo) {
    Game game = fleeingBeside("dead_end",
                              "######\n"
                              "#@.###\n"
                              "######\n",
                              {2, 1});
    game.act(Wait{});
    const Monster& coward = game.stage().monsters().front();
    EXPECT_EQ(coward.mind, MonsterMind::Cornered);
    EXPECT_EQ(coward.position, (Point{2, 1}));
    const auto& lines = game.log().messages();
    const auto cornered = std::ranges::find_if(
        lines, [](const Message& m) { return m.said.id == MessageId::MonsterCornered; });
    ASSERT_NE(cornered, lines.end());
    EXPECT_EQ(testing::textOf(game, *cornered), "The coward is cornered and fights back!");
    EXPECT_TRUE(saidAny(game, MessageId::MonsterHits) || saidAny(game, MessageId::MonsterMisses))
        << "and it strikes";
    EXPECT_TRUE(coward.threatens()) << "a cornered monster is a danger";
}

TEST(Flee, ACorneredMonsterRunsAgainOnceTheHeroStepsBack) {
    Game game = fleeingBeside("opens",
                              "#######\n"
                              "#.@.###\n"
                              "#######\n",
                              {3, 1});
    game.act(Wait{});
    ASSERT_EQ(game.stage().monsters().front().mind, MonsterMind::Cornered);
    game.act(Step{Direction::West});  // the hero steps back
    game.act(Wait{});
    EXPECT_EQ(game.stage().monsters().front().mind, MonsterMind::Fleeing);
}

}  // namespace
}  // namespace delve
