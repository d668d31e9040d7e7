// Travel: a click on a seen cell walks there by the shortest way the hero
// knows; > off the stairs travels to stairs once seen.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/command_games.h"
#include "support/item_rules.h"
#include "support/printers.h"

namespace delve {
namespace {

using testing::gameOnLevel;
using testing::lastMessage;
using testing::runCommand;

int diagonalSteps(Point from, const std::vector<Point>& route) {
    int diagonals = 0;
    for (Point cell : route) {
        diagonals += (cell.x != from.x && cell.y != from.y) ? 1 : 0;
        from = cell;
    }
    return diagonals;
}

bool contains(const std::vector<Point>& cells, Point cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// An open room with its door low in the bottom wall, right under the hero.
const std::string kRoomAndDoor =
    "##############\n"
    "#............#\n"
    "#..@.........#\n"
    "#............#\n"
    "#............#\n"
    "###'##########\n"
    "#............#\n"
    "##############\n";

TEST(Travel, GoesStraightWhereItCan) {
    Game game = gameOnLevel("travel_straight", kRoomAndDoor);
    const Point start = game.hero().position;
    const Point goal{10, 4};
    const std::vector<Point> route = game.foresight().travelRoute(goal);
    ASSERT_EQ(route.size(), 7u) << "as many steps as the longer distance";
    EXPECT_EQ(route.back(), goal);
    EXPECT_EQ(diagonalSteps(start, route), 2) << "no more diagonals than it must";

    game.act(TravelTo{goal});
    ASSERT_TRUE(game.commandRunning());
    std::vector<Point> walked;
    while (game.commandRunning()) {
        EXPECT_TRUE(game.continueCommand().tookTurn);
        walked.push_back(game.hero().position);
    }
    EXPECT_EQ(walked, route) << "it walks the way it shows";
    EXPECT_EQ(game.turn(), 7);
}

TEST(Travel, WalksThroughAnOpenDoor) {
    Game game = gameOnLevel("travel_door", kRoomAndDoor);
    const std::vector<Point> route = game.foresight().travelRoute({3, 5});
    ASSERT_EQ(route.size(), 3u);
    EXPECT_EQ(route, (std::vector<Point>{{3, 3}, {3, 4}, {3, 5}}));
    game.act(TravelTo{{3, 5}});
    runCommand(game);
    EXPECT_EQ(game.hero().position, (Point{3, 5}));
}

TEST(Travel, OpensAClosedDoorOnTheWay) {
    Game game = gameOnLevel("travel_closed",
                            "#########\n"
                            "#@..+...#\n"
                            "#########\n");
    EXPECT_FALSE(game.map().isExplored({6, 1})) << "beyond the closed door is unseen";
    game.act(TravelTo{{4, 1}});
    runCommand(game);
    EXPECT_EQ(game.hero().position, (Point{4, 1})) << "opened, then stepped into";
    EXPECT_EQ(game.turn(), 4) << "two steps, then a bump to open, then a step in";
}

// The right-hand side is seen across the water; the only way there runs
// round by the lower corridor, most of which the hero has not seen.
const std::string kAcrossTheWater =
    "###########\n"
    "#@.~~~....#\n"
    "#..~~~....#\n"
    "#.#######.#\n"
    "#.........#\n"
    "###########\n";

TEST(Travel, CountsUnseenCellsAsWall) {
    Game game = gameOnLevel("travel_unseen", kAcrossTheWater);
    ASSERT_TRUE(game.map().isExplored({7, 1}));
    ASSERT_FALSE(game.map().isExplored({5, 4}));
    EXPECT_TRUE(game.foresight().travelRoute({7, 1}).empty());
    game.act(TravelTo{{7, 1}});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You know of no safe way there.");
    EXPECT_EQ(game.turn(), 0);

    // Once the corridor is seen, the way round is known.
    game.act(Step{Direction::South});
    game.act(Step{Direction::South});
    game.act(Step{Direction::South});
    for (int i = 0; i < 7; ++i) {
        game.act(Step{Direction::East});
    }
    ASSERT_EQ(game.hero().position, (Point{8, 4}));
    const std::vector<Point> route = game.foresight().travelRoute({7, 1});
    ASSERT_FALSE(route.empty());
    EXPECT_TRUE(contains(route, {9, 3}));
    for (Point cell : route) {
        EXPECT_TRUE(game.map().isExplored(cell)) << cell.x << "," << cell.y;
    }
}

TEST(Travel, NeverGoesThroughASecretDoor) {
    Game game = gameOnLevel("travel_secret",
                            "#########\n"
                            "#...#...#\n"
                            "#@..?...#\n"
                            "#...#...#\n"
                            "#...'...#\n"
                            "#########\n");
    // Look round the other room through its door, then come back.
    game.act(TravelTo{{3, 4}});
    runCommand(game);
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    ASSERT_TRUE(game.map().isExplored({5, 2}));
    game.act(TravelTo{{1, 2}});
    runCommand(game);
    ASSERT_EQ(game.hero().position, (Point{1, 2}));

    const std::vector<Point> route = game.foresight().travelRoute({5, 2});
    EXPECT_FALSE(contains(route, {4, 2})) << "the secret door looks like wall";
    EXPECT_TRUE(contains(route, {4, 4}));
    game.act(TravelTo{{5, 2}});
    runCommand(game);
    EXPECT_EQ(game.hero().position, (Point{5, 2}));
    EXPECT_EQ(game.map().terrain({4, 2}), Terrain::SecretDoor) << "never bumped into";
}

TEST(Travel, SaysWhyItCannotGo) {
    Game game = gameOnLevel("travel_why", kAcrossTheWater);
    game.act(TravelTo{game.hero().position});
    EXPECT_EQ(lastMessage(game), "You are already there.");
    game.act(TravelTo{{8, 4}});
    EXPECT_EQ(lastMessage(game), "You have not seen that place, so you cannot travel there.");
    game.act(TravelTo{{4, 1}});
    EXPECT_EQ(lastMessage(game), "You cannot travel onto the water.");
    game.act(TravelTo{{0, 0}});
    EXPECT_EQ(lastMessage(game), "You cannot travel onto the wall.");
    EXPECT_FALSE(game.commandRunning());
    EXPECT_TRUE(game.foresight().travelRoute({4, 1}).empty());
    EXPECT_TRUE(game.foresight().travelRoute(game.hero().position).empty());
}

TEST(Travel, StopsWhenAMonsterComesIntoView) {
    Game game = gameOnLevel("travel_monster",
                            "##################\n"
                            "#@...............#\n"
                            "################.#\n"
                            "################s#\n"
                            "##################\n"
                            "legend|s|monster|sleeper\n"
                            "end\n");
    game.act(TravelTo{{9, 1}});
    runCommand(game);
    EXPECT_EQ(game.hero().position, (Point{9, 1})) << "the sleeper is out of sight";
    game.act(TravelTo{{16, 1}});
    runCommand(game);
    EXPECT_NE(game.hero().position, (Point{16, 1}));
    EXPECT_TRUE(game.canSee(game.stage().monsters()[0]));
    EXPECT_EQ(lastMessage(game), "You stop: a sleeper comes into view.");
}

// The stairs are in view from the start, across the room.
const std::string kStairsInView =
    "##########\n"
    "#@.......#\n"
    "#......>.#\n"
    "##########\n";

TEST(Descend, OffTheStairsTravelsToSeenStairsThenGoesDown) {
    Game game = gameOnLevel("descend_travel", kStairsInView);
    EXPECT_FALSE(game.act(Descend{}).tookTurn);
    ASSERT_TRUE(game.commandRunning());
    runCommand(game);
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(game.stage().depth(), 2) << "arrived, she goes down at once";
    EXPECT_EQ(game.turn(), 7) << "six steps and the stairs";
    EXPECT_EQ(testing::lastSaid(game), MessageId::FloorEntered)
        << "no word of arriving, nor of the stairs underfoot";
}

TEST(Descend, TravelToTheStairsStoppedOnTheWayStaysOnThisFloor) {
    Game game = gameOnLevel("descend_stopped", kStairsInView);
    game.act(Descend{});
    game.continueCommand();
    game.stopCommand();
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(game.stage().depth(), 1);
    EXPECT_EQ(game.hero().position.x, 2) << "one step taken";
}

TEST(Descend, WithNoStairsSeenSaysSo) {
    Game game = gameOnLevel("descend_unseen",
                            "##########\n"
                            "#@..#....#\n"
                            "#...+..>.#\n"
                            "##########\n");
    game.act(Descend{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "There are no stairs down here.");
}

}  // namespace
}  // namespace delve
