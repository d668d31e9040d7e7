// How the commands that walk on the hero's behalf treat things lying on the
// floor: explore stops for a thing it has not seen, then walks to it and
// picks it up; it leaves alone what the hero put down and what the pack has
// no room for, but always takes gold; travel goes past what the hero knows
// of and stops for what it has not seen.
#include <gtest/gtest.h>

#include "support/command_games.h"
#include "support/item_rules.h"

namespace delve {
namespace {

using testing::itemGame;
using testing::lastSaid;
using testing::packIds;
using testing::pickUpEast;
using testing::runCommand;
using testing::saidEver;
using testing::slotOf;

// No command in these small maps needs more steps than this; one that takes
// them all has run away.
constexpr int kMostSteps = 2000;

// How many lines of the log are of that sentence.
int timesSaid(const Game& game, MessageId id) {
    int times = 0;
    for (const Message& message : game.log().messages()) {
        times += message.said.id == id ? 1 : 0;
    }
    return times;
}

// The newest line of that sentence; the sentence must have been said.
const Said& newestSaid(const Game& game, MessageId id) {
    const std::vector<Message>& messages = game.log().messages();
    for (auto message = messages.rbegin(); message != messages.rend(); ++message) {
        if (message->said.id == id) {
            return message->said;
        }
    }
    ADD_FAILURE() << "never said";
    static const Said nothing{};
    return nothing;
}

// Starts exploring and steps it to its end, or until the cap.
int explore(Game& game) {
    game.act(Explore{});
    return runCommand(game, kMostSteps);
}

// A room, a closed door, and a sword in the dead end behind it, out of
// sight until the door opens.
constexpr const char* kSwordBehindDoor =
    "#########\n"
    "#@....###\n"
    "#.....+s#\n"
    "#.....###\n"
    "#########\n"
    "legend|s|item|sword\n"
    "end\n";
// Where the dead end's thing lies, in this map and in kGoldBehindDoor.
constexpr Point kBehindTheDoor{7, 2};

TEST(ExploreItems, StopsWhenAThingFirstComesIntoViewAndNamesIt) {
    Game game = itemGame("explore_sees_sword", kSwordBehindDoor);
    ASSERT_FALSE(game.map().isExplored(kBehindTheDoor));
    explore(game);
    EXPECT_FALSE(game.commandRunning());
    EXPECT_TRUE(game.map().isVisible(kBehindTheDoor));
    EXPECT_NE(game.hero().position, kBehindTheDoor) << "it stopped where it saw the sword";
    EXPECT_EQ(lastSaid(game), MessageId::StopItemComes);
    EXPECT_EQ(game.log().messages().back().said.arguments.item, "sword");
    EXPECT_EQ(game.stage().itemsAt(kBehindTheDoor).size(), 1u);
    EXPECT_TRUE(packIds(game).empty());
}

TEST(ExploreItems, ExploredAgainWalksToTheThingItSawAndPicksItUp) {
    Game game = itemGame("explore_takes_sword", kSwordBehindDoor);
    explore(game);
    ASSERT_EQ(lastSaid(game), MessageId::StopItemComes);
    explore(game);
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(game.hero().position, kBehindTheDoor);
    EXPECT_EQ(packIds(game), std::vector<std::string>{"sword"});
    EXPECT_TRUE(game.stage().items().empty());
    EXPECT_EQ(newestSaid(game, MessageId::PickUpItem).arguments.item, "sword");
    EXPECT_EQ(timesSaid(game, MessageId::StopItemComes), 1) << "nothing new stopped it again";
    EXPECT_EQ(lastSaid(game), MessageId::Explored);
}

// A sword beside the hero, and more to see beyond a door to the east.
constexpr const char* kSwordThenDoor =
    "#############\n"
    "#@s.....+...#\n"
    "#############\n"
    "legend|s|item|sword\n"
    "end\n";
constexpr Point kDropped{2, 1};

TEST(ExploreItems, AThingTheHeroDroppedIsNeitherAGoalNorNews) {
    Game game = itemGame("explore_dropped", kSwordThenDoor);
    pickUpEast(game, 1);
    ASSERT_EQ(packIds(game), std::vector<std::string>{"sword"});
    ASSERT_TRUE(game.act(DropItem{0}).tookTurn);
    ASSERT_EQ(game.stage().items().size(), 1u);
    ASSERT_TRUE(game.stage().items().front().left);
    // A step away: the sword is now nearer than the door.
    game.act(Step{Direction::East});

    game.act(Explore{});
    bool backOnTheSword = false;
    for (int step = 0; game.commandRunning() && step < kMostSteps; ++step) {
        game.continueCommand();
        backOnTheSword = backOnTheSword || game.hero().position == kDropped;
    }
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastSaid(game), MessageId::Explored);
    EXPECT_FALSE(backOnTheSword) << "it walked back for the sword";
    EXPECT_TRUE(game.map().isExplored({11, 1})) << "it explored past the door";
    EXPECT_TRUE(packIds(game).empty());
    EXPECT_EQ(game.stage().itemsAt(kDropped).size(), 1u);
    EXPECT_FALSE(saidEver(game, MessageId::StopItemComes));

    // With the floor seen, the dropped sword alone gives it nowhere to go.
    const int turn = game.turn();
    game.act(Explore{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastSaid(game), MessageId::Explored);
    EXPECT_EQ(game.turn(), turn);
}

TEST(ExploreItems, DoesNotPickUpAgainWhatTheHeroDroppedUnderfoot) {
    Game game = itemGame("explore_dropped_here", kSwordThenDoor);
    pickUpEast(game, 1);
    ASSERT_TRUE(game.act(DropItem{0}).tookTurn);
    ASSERT_EQ(game.hero().position, kDropped);
    const int turn = game.turn();
    game.act(Explore{});
    ASSERT_TRUE(game.commandRunning());
    game.continueCommand();
    EXPECT_EQ(game.turn(), turn + 1);
    EXPECT_EQ(game.hero().position, (Point{3, 1})) << "its first step is toward the door";
    EXPECT_TRUE(packIds(game).empty());
    EXPECT_EQ(game.stage().itemsAt(kDropped).size(), 1u);
}

// A corridor, all in view, with a sword on the way to its end.
constexpr const char* kSwordOnTheWay =
    "##########\n"
    "#@..s....#\n"
    "##########\n"
    "legend|s|item|sword\n"
    "end\n";

TEST(TravelItems, WalksOverAThingAlreadyKnownWithoutStoppingOrTakingIt) {
    Game game = itemGame("travel_past_known", kSwordOnTheWay);
    ASSERT_TRUE(game.map().isVisible({4, 1}));
    const Point goal{8, 1};
    ASSERT_TRUE(game.map().isExplored(goal));
    game.act(TravelTo{goal});
    ASSERT_TRUE(game.commandRunning());
    runCommand(game, kMostSteps);
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(game.hero().position, goal);
    EXPECT_FALSE(saidEver(game, MessageId::StopItemComes));
    EXPECT_EQ(game.stage().itemsAt({4, 1}).size(), 1u) << "travel takes nothing";
    EXPECT_TRUE(packIds(game).empty());
}

// A corridor, all in view, with a side passage whose far end shows only
// from in front of it.
constexpr const char* kSwordDownASide =
    "##########\n"
    "#@.......#\n"
    "####.#####\n"
    "####.#####\n"
    "####s#####\n"
    "##########\n"
    "legend|s|item|sword\n"
    "end\n";

// command_watch.cpp's disturbance stops every command for a thing newly in
// view, travel as well as explore.
TEST(TravelItems, StopsWhenAThingFirstComesIntoViewAndNamesIt) {
    Game game = itemGame("travel_sees_sword", kSwordDownASide);
    const Point sword{4, 4};
    const Point goal{8, 1};
    ASSERT_FALSE(game.map().isExplored(sword));
    ASSERT_TRUE(game.map().isExplored(goal));
    game.act(TravelTo{goal});
    ASSERT_TRUE(game.commandRunning());
    runCommand(game, kMostSteps);
    EXPECT_FALSE(game.commandRunning());
    EXPECT_TRUE(game.map().isVisible(sword));
    EXPECT_EQ(game.hero().position, (Point{4, 1})) << "it stopped where the side passage shows";
    EXPECT_EQ(lastSaid(game), MessageId::StopItemComes);
    EXPECT_EQ(game.log().messages().back().said.arguments.item, "sword");

    // Seen once, it stops the way on no more.
    game.act(TravelTo{goal});
    runCommand(game, kMostSteps);
    EXPECT_EQ(game.hero().position, goal);
    EXPECT_EQ(timesSaid(game, MessageId::StopItemComes), 1);
}

// Gold behind a door, as the sword in kSwordBehindDoor.
constexpr const char* kGoldBehindDoor =
    "#########\n"
    "#@....###\n"
    "#.....+$#\n"
    "#.....###\n"
    "#########\n"
    "legend|$|gold|25\n"
    "end\n";

TEST(ExploreItems, StopsForGoldThenWalksToItAndPutsItInThePurse) {
    Game game = itemGame("explore_gold", kGoldBehindDoor);
    explore(game);
    ASSERT_EQ(lastSaid(game), MessageId::StopItemComes);
    EXPECT_EQ(game.log().messages().back().said.arguments.item, "gold");
    explore(game);
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(game.hero().position, kBehindTheDoor);
    EXPECT_EQ(game.hero().gold, 25);
    EXPECT_TRUE(packIds(game).empty()) << "gold is not carried in the pack";
    EXPECT_TRUE(game.stage().items().empty());
    EXPECT_EQ(newestSaid(game, MessageId::PickUpGold).arguments.number, 25);
    EXPECT_EQ(lastSaid(game), MessageId::Explored);
}

// 27 swords beside the hero, so one is left over a full pack, a dagger
// behind a door, and gold in the corridor beyond it.
constexpr const char* kFullPackFloor =
    "############\n"
    "#@s...######\n"
    "#.....+.d.$#\n"
    "#.....######\n"
    "############\n"
    "legend|s|item|sword|27\n"
    "legend|d|item|dagger\n"
    "legend|$|gold|7\n"
    "end\n";

TEST(ExploreItems, WithAFullPackEndsInsteadOfWalkingToWhatItCannotTake) {
    Game game = itemGame("explore_full_pack", kFullPackFloor);
    pickUpEast(game, 1);
    ASSERT_EQ(game.hero().pack.size(), 26);
    ASSERT_EQ(game.stage().itemsAt({2, 1}).size(), 1u) << "one sword left underfoot";
    const Point dagger{8, 2};
    const int packFullBefore = timesSaid(game, MessageId::PackFull);

    // The dagger is still news when it comes into view.
    const int firstSteps = explore(game);
    ASSERT_LT(firstSteps, kMostSteps);
    EXPECT_EQ(lastSaid(game), MessageId::StopItemComes);

    // Whatever else it stops for, exploring comes to an end.
    int starts = 1;
    while (lastSaid(game) != MessageId::Explored && starts < 10) {
        const int steps = explore(game);
        ASSERT_LT(steps, kMostSteps) << "exploring never ended";
        ASSERT_FALSE(game.commandRunning());
        ++starts;
    }
    EXPECT_EQ(lastSaid(game), MessageId::Explored);
    EXPECT_EQ(game.hero().pack.size(), 26);
    EXPECT_EQ(slotOf(game, "dagger"), -1);
    EXPECT_EQ(game.stage().itemsAt(dagger).size(), 1u);
    EXPECT_EQ(game.stage().itemsAt({2, 1}).size(), 1u);
    EXPECT_EQ(timesSaid(game, MessageId::PackFull), packFullBefore)
        << "it never tried to take the dagger or the sword left over";
    EXPECT_EQ(game.hero().gold, 7) << "gold needs no room in the pack";

    // Done, it stays done.
    const int turn = game.turn();
    game.act(Explore{});
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastSaid(game), MessageId::Explored);
    EXPECT_EQ(game.turn(), turn);
}

}  // namespace
}  // namespace delve
