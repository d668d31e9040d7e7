#include <gtest/gtest.h>

#include "keep/state_hash.h"
#include "support/said_text.h"
#include "support/test_rules.h"

#include "game/game.h"
#include "map/level_file.h"
#include "support/printers.h"
#include "support/temp_level.h"

namespace delve {
namespace {

// The little level of the map-and-sight lesson, with a secret door added
// below the door so both kinds can be tried.
const char* const kWalkingLesson =
    "################\n"
    "#......#.......#\n"
    "#......+.......#\n"
    "#...~~@#....>..#\n"
    "#...~~.?.......#\n"
    "#......#.......#\n"
    "################\n";

Game lessonGame() {
    static const testing::TempLevel level("walking", kWalkingLesson);
    return Game(GameOptions{7, "fighter", level.level(), testing::rules()});
}

TEST(Walking, WallsAndWaterSayWhyAndTakeNoTurn) {
    Game game = lessonGame();
    EXPECT_FALSE(game.act(Step{Direction::East}).tookTurn);
    EXPECT_EQ(testing::lastText(game), "A wall blocks your way.");
    EXPECT_FALSE(game.act(Step{Direction::West}).tookTurn);
    EXPECT_EQ(testing::lastText(game), "The water is too deep to wade.");
    EXPECT_EQ(game.turn(), 0);
    EXPECT_EQ(game.hero().position, (Point{6, 3}));
}

TEST(Walking, ABumpOpensADoorAndTheNextStepGoesThrough) {
    Game game = lessonGame();
    game.act(Step{Direction::North});
    EXPECT_TRUE(game.act(Step{Direction::East}).tookTurn);
    EXPECT_EQ(game.map().terrain({7, 2}), Terrain::OpenDoor);
    EXPECT_EQ(game.hero().position, (Point{6, 2}));
    EXPECT_EQ(testing::lastText(game), "The door creaks open.");
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    EXPECT_EQ(game.hero().position, (Point{8, 2}));
    EXPECT_EQ(game.turn(), 4);
}

TEST(Walking, ASecretDoorIsFoundThenOpenedThenPassed) {
    Game game = lessonGame();
    game.act(Step{Direction::South});
    EXPECT_TRUE(game.act(Step{Direction::East}).tookTurn);
    EXPECT_EQ(game.map().terrain({7, 4}), Terrain::ClosedDoor);
    EXPECT_EQ(testing::lastText(game), "The wall sounds hollow... a secret door!");
    game.act(Step{Direction::East});
    EXPECT_EQ(game.map().terrain({7, 4}), Terrain::OpenDoor);
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    EXPECT_EQ(game.hero().position, (Point{8, 4}));
}

TEST(Walking, DiagonalStepsWork) {
    Game game = lessonGame();
    game.act(Step{Direction::SouthWest});  // into the pool at (5,4)
    EXPECT_EQ(game.hero().position, (Point{6, 3}));
    game.act(Step{Direction::South});
    game.act(Step{Direction::SouthWest});
    EXPECT_EQ(game.hero().position, (Point{5, 5}));
    game.act(Step{Direction::NorthEast});
    EXPECT_EQ(game.hero().position, (Point{6, 4}));
}

TEST(Walking, SightFollowsTheHeroAndLeavesFog) {
    Game game = lessonGame();
    EXPECT_TRUE(game.map().isVisible({6, 3}));
    EXPECT_FALSE(game.map().isExplored({12, 3}));  // the stairs, behind the wall
    game.act(Step{Direction::North});
    game.act(Step{Direction::East});
    for (int i = 0; i < 5; ++i) {
        game.act(Step{Direction::East});
    }
    EXPECT_EQ(game.hero().position, (Point{11, 2}));
    EXPECT_TRUE(game.map().isVisible({12, 3}));
    EXPECT_TRUE(game.map().isExplored({1, 3}));
    EXPECT_FALSE(game.map().isVisible({1, 3}));
}

TEST(Walking, StairsLeadToAGeneratedFloor) {
    Game game = lessonGame();
    EXPECT_FALSE(game.act(Descend{}).tookTurn);
    EXPECT_EQ(testing::lastText(game), "There are no stairs down here.");
    game.act(Step{Direction::North});
    game.act(Step{Direction::East});
    for (Direction d : {Direction::East, Direction::East, Direction::East, Direction::East,
                        Direction::East, Direction::SouthEast}) {
        game.act(Step{d});
    }
    ASSERT_EQ(game.hero().position, (Point{12, 3}));
    EXPECT_EQ(testing::lastText(game), "There are stairs down here.");
    EXPECT_TRUE(game.act(Descend{}).tookTurn);
    EXPECT_EQ(game.stage().depth(), 2);
    EXPECT_EQ(game.map().width(), Game::kFloorWidth);
    EXPECT_TRUE(game.map().isWalkable(game.hero().position));
}

TEST(GameStart, TheSameSeedMakesTheSameGame) {
    Game a(GameOptions{42, "fighter", nullptr, testing::rules()});
    Game b(GameOptions{42, "fighter", nullptr, testing::rules()});
    Game c(GameOptions{43, "fighter", nullptr, testing::rules()});
    EXPECT_EQ(stateHash(a), stateHash(b));
    EXPECT_NE(stateHash(a), stateHash(c));
    EXPECT_EQ(a.map(), b.map());
    for (Direction d : {Direction::East, Direction::South, Direction::South, Direction::West}) {
        a.act(Step{d});
        b.act(Step{d});
    }
    EXPECT_EQ(stateHash(a), stateHash(b));
}

TEST(GameStart, UnknownClassesAndBadLevelsAreRefused) {
    EXPECT_THROW(Game(GameOptions{1, "wizard", nullptr, testing::rules()}), std::invalid_argument);
    const testing::TempLevel noStart("nostart", "#####\n#...#\n#####\n");
    EXPECT_THROW(Game(GameOptions{1, "fighter", noStart.level(), testing::rules()}), LevelError);
}

}  // namespace
}  // namespace delve
