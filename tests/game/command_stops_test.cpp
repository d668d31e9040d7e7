// Every end of rest, travel and explore says why in one line, and a
// refusal names the monster in view and where it stands; a monster seen
// during a step is said before anything it then does.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/command_games.h"
#include "support/item_rules.h"
#include "support/said_text.h"

namespace delve {
namespace {

using testing::gameOnLevel;
using testing::lastMessage;
using testing::runCommand;
using testing::withHeroHealth;

const std::string kQuietRoom =
    "#######\n"
    "#.....#\n"
    "#..@..#\n"
    "#.....#\n"
    "#######\n";

// How many lines of the log say this.
int linesSaying(const Game& game, MessageId id) {
    return static_cast<int>(std::ranges::count_if(
        game.log().messages(), [id](const Message& message) { return message.said.id == id; }));
}

TEST(CommandStops, AKeySaysTheHeroStopped) {
    Game game = withHeroHealth(gameOnLevel("stop_key", kQuietRoom), 10);
    game.act(Rest{});
    game.continueCommand();
    game.stopCommand();
    EXPECT_FALSE(game.commandRunning());
    EXPECT_EQ(lastMessage(game), "You stop.");
    game.stopCommand();
    EXPECT_EQ(linesSaying(game, MessageId::StopAtKey), 1)
        << "with nothing running, nothing is said";
}

TEST(CommandStops, TravelSaysItArrived) {
    Game game = gameOnLevel("stop_arrive", kQuietRoom);
    game.act(TravelTo{{1, 1}});
    runCommand(game);
    EXPECT_EQ(game.hero().position, (Point{1, 1}));
    EXPECT_EQ(lastMessage(game), "You arrive.");
}

TEST(CommandStops, ExploringSaysWhenAllIsSeen) {
    Game game = gameOnLevel("stop_explored", kQuietRoom);
    game.act(Explore{});
    runCommand(game);
    EXPECT_EQ(lastMessage(game), "Explored.");
}

TEST(CommandStops, RestSaysTheHeroIsRested) {
    Game game = withHeroHealth(gameOnLevel("stop_rested", kQuietRoom), 29);
    game.act(Rest{});
    runCommand(game);
    EXPECT_EQ(lastMessage(game), "You feel rested.");
}

TEST(CommandStops, ExploringStopsForAThingSeenLying) {
    Game game = testing::itemGame("stop_item",
                                  "###########\n"
                                  "#@..#.....#\n"
                                  "#...+...1.#\n"
                                  "#...#.....#\n"
                                  "###########\n"
                                  "legend|1|item|dart\n"
                                  "end\n");
    game.act(Explore{});
    runCommand(game);
    EXPECT_EQ(lastMessage(game), "You stop: you see a dart.");
}

TEST(CommandStops, TravelStopsOnceWhenATrapHurtsTheHero) {
    // A hidden needle on the way: it pricks and poisons, and one line says
    // why travel stopped.
    Game game = gameOnLevel("stop_hurt",
                            "#########\n"
                            "#@..^...#\n"
                            "#########\n"
                            "legend|^|trap|poison_needle\n"
                            "end\n");
    game.act(TravelTo{{7, 1}});
    runCommand(game);
    EXPECT_LT(game.hero().hp, game.hero().maxHp);
    EXPECT_EQ(linesSaying(game, MessageId::StopCondition) + linesSaying(game, MessageId::StopHurt),
              1);
}

TEST(CommandStops, ARefusalNamesTheMonsterAndWhereItStands) {
    Game east = gameOnLevel("refuse_east",
                            "#########\n"
                            "#.......#\n"
                            "#.@...g.#\n"
                            "#.......#\n"
                            "#########\n"
                            "legend|g|monster|guard\n"
                            "end\n");
    east.act(Explore{});
    EXPECT_FALSE(east.commandRunning());
    EXPECT_EQ(lastMessage(east), "You cannot explore with a guard in view, 4 cells east.");

    Game beside = gameOnLevel("refuse_beside",
                              "#########\n"
                              "#..g....#\n"
                              "#.@.....#\n"
                              "#.......#\n"
                              "#########\n"
                              "legend|g|monster|guard\n"
                              "end\n");
    beside.act(TravelTo{{7, 3}});
    EXPECT_EQ(lastMessage(beside), "You cannot travel with a guard in view, 1 cell north-east.");
}

TEST(CommandStops, ARefusalNamesTheNearestOfSeveral) {
    Game game = withHeroHealth(gameOnLevel("refuse_nearest",
                                           "##########\n"
                                           "#g.......#\n"
                                           "#....@...#\n"
                                           "#.......g#\n"
                                           "##########\n"
                                           "legend|g|monster|guard\n"
                                           "end\n"),
                               5);
    game.act(Rest{});
    EXPECT_EQ(lastMessage(game), "You cannot rest with a guard in view, 3 cells east.");
    const Monster* marked = game.foresight().monsterForbiddingCommands();
    ASSERT_NE(marked, nullptr);
    EXPECT_EQ(marked->position, (Point{8, 3}));
}

TEST(CommandStops, AMonsterSeenDuringAStepIsSaidBeforeWhatItDoes) {
    // Exploring opens the door; the runner beyond it notices the hero and
    // comes on, twice as fast, in the same turn.
    Game game = gameOnLevel("stop_order",
                            "############\n"
                            "#@...+..R..#\n"
                            "############\n"
                            "legend|R|monster|runner\n"
                            "end\n");
    game.act(Explore{});
    runCommand(game);
    const auto& lines = game.log().messages();
    const auto stop = std::ranges::find_if(
        lines, [](const Message& m) { return m.said.id == MessageId::StopMonsterComes; });
    const auto notices = std::ranges::find_if(
        lines, [](const Message& m) { return m.said.id == MessageId::MonsterNotices; });
    ASSERT_NE(stop, lines.end());
    ASSERT_NE(notices, lines.end()) << "the runner noticed the hero in the same turn";
    EXPECT_LT(stop - lines.begin(), notices - lines.begin());
    EXPECT_EQ(linesSaying(game, MessageId::StopMonsterComes), 1) << "said once";
}

}  // namespace
}  // namespace delve
