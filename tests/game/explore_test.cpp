// Exploring (o): downhill to the nearest edge of what the hero has seen,
// until nothing is left or something new stops it.
#include <gtest/gtest.h>

#include "support/command_games.h"
#include "support/printers.h"

namespace delve {
namespace {

using testing::gameOnLevel;
using testing::lastMessage;
using testing::runCommand;

TEST(Explore, SaysExploredOnAFloorWithNothingLeftToSee) {
    Game game = gameOnLevel("explore_done",
                            "#######\n"
                            "#.....#\n"
                            "#..@..#\n"
                            "#######\n");
    EXPECT_FALSE(game.act(Explore{}).tookTurn);
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "Explored.");
    EXPECT_EQ(game.turn(), 0);
}

TEST(Explore, WalksTheWholeFloorThenSaysExplored) {
    Game game = gameOnLevel("explore_rooms",
                            "####################\n"
                            "#@.....#...........#\n"
                            "#......+...........#\n"
                            "#......#...........#\n"
                            "####.###########.###\n"
                            "####.###########.###\n"
                            "####.###########.###\n"
                            "####.............###\n"
                            "####################\n");
    game.act(Explore{});
    ASSERT_TRUE(game.commandRunning());
    runCommand(game);
    EXPECT_EQ(lastMessage(game), "Explored.");
    for (int y = 0; y < game.map().height(); ++y) {
        for (int x = 0; x < game.map().width(); ++x) {
            if (game.map().isWalkable({x, y})) {
                EXPECT_TRUE(game.map().isExplored({x, y})) << x << "," << y;
            }
        }
    }
    EXPECT_EQ(game.map().terrain({7, 2}), Terrain::OpenDoor) << "it opens doors on its way";
}

TEST(Explore, StopsForAMonsterComingIntoViewAndWillNotStartAgain) {
    Game game = gameOnLevel("explore_monster",
                            "##############\n"
                            "#@.....#.....#\n"
                            "#......+...s.#\n"
                            "#......#.....#\n"
                            "##############\n"
                            "legend|s|monster|sleeper\n"
                            "end\n");
    ASSERT_FALSE(game.canSee(game.stage().monsters()[0]));
    game.act(Explore{});
    runCommand(game);
    EXPECT_TRUE(game.canSee(game.stage().monsters()[0]));
    EXPECT_EQ(lastMessage(game), "You stop: a sleeper comes into view.");
    EXPECT_EQ(game.map().terrain({7, 2}), Terrain::OpenDoor) << "the door it opened showed it";
    const int turn = game.turn();
    game.act(Explore{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You cannot explore with a sleeper in view, 4 cells east.");
    EXPECT_EQ(game.turn(), turn);
}

TEST(Explore, StopsWhenKeenEyesFindASecretDoor) {
    Game game = gameOnLevel("explore_secret",
                            "##############################\n"
                            "#@...........................#\n"
                            "#######?######################\n"
                            "#............................#\n"
                            "##############################\n",
                            "rogue");
    game.act(Explore{});
    runCommand(game);
    EXPECT_EQ(game.map().terrain({7, 2}), Terrain::ClosedDoor);
    EXPECT_EQ(lastMessage(game), "You stop: you have found a secret door.");
    game.act(Explore{});
    ASSERT_TRUE(game.commandRunning()) << "exploring goes on, now through the door";
    runCommand(game);
    EXPECT_EQ(lastMessage(game), "Explored.");
    EXPECT_TRUE(game.map().isExplored({28, 3}));
}

TEST(Explore, StopsShortOfWhatItCannotSafelyReach) {
    // The far side is seen across the water, and runs on out of sight.
    Game game = gameOnLevel("explore_water",
                            "##############################\n"
                            "#@.~~........................#\n"
                            "##############################\n");
    game.act(Explore{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "Explored, as far as you can safely go.");
}

}  // namespace
}  // namespace delve
