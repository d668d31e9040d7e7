// The Mine's camp, with the shipped data: a run begins there, its people
// give the quests when the hero agrees, and their words change once she
// has.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/game.h"
#include "support/command_games.h"
#include "support/item_rules.h"
#include "support/test_rules.h"

namespace delve {
namespace {

constexpr Point kCampHealer{23, 6};
constexpr Point kCampSmith{12, 3};

Game campGame() {
    GameOptions options{2, "barbarian", nullptr, testing::shippedRules()};
    options.adventure = "mine";
    return Game(options);
}

// Travels to `cell`, which must be reachable.
void campTravelTo(Game& game, Point cell) {
    game.act(TravelTo{cell});
    testing::runCommand(game);
    ASSERT_EQ(game.hero().position, cell);
}

std::string campOpeningLineId(const Game& game, Point person) {
    const DialogueLine* line = game.foresight().openingLine(person);
    return line != nullptr ? line->id : "";
}

// The words of the answers offered on the line a person opens with now.
std::vector<std::string> campAnswersOffered(const Game& game, Point person) {
    const DialogueLine* line = game.foresight().openingLine(person);
    std::vector<std::string> words;
    if (line != nullptr) {
        for (int index : game.foresight().answersOffered(*line)) {
            words.push_back(line->answers[static_cast<std::size_t>(index)].says);
        }
    }
    return words;
}

TEST(Camp, TheHealerGivesTheTrailOfBloodWhenTheHeroAgrees) {
    Game game = campGame();
    campTravelTo(game, {24, 5});
    game.act(Step{Direction::SouthWest});
    EXPECT_EQ(game.hero().position, (Point{24, 5})) << "talking is not stepping";
    EXPECT_TRUE(game.quests().empty()) << "speaking begins nothing by itself";
    ASSERT_EQ(campOpeningLineId(game, kCampHealer), "greeting");
    game.act(Answer{kCampHealer, "greeting", 0});
    ASSERT_EQ(game.quests().size(), 1u);
    EXPECT_EQ(game.quests()[0].kind->id, "trail_of_blood");
    EXPECT_EQ(testing::lastSaid(game), MessageId::QuestBegins);
    EXPECT_EQ(campOpeningLineId(game, kCampHealer), "risen") << "she does not tell of Tam again";
}

TEST(Camp, OnceTheSmithsQuestIsTakenHerWordsAndTheAnswersChange) {
    Game game = campGame();
    // West along the camp, round the water, to the blacksmith's side.
    using enum Direction;
    for (Direction step : {West, West, West, West, West, West, West, West, West, SouthWest, West,
                           NorthWest, NorthWest, NorthWest}) {
        game.act(Step{step});
    }
    ASSERT_EQ(game.hero().position, (Point{13, 3}));
    EXPECT_EQ(campAnswersOffered(game, kCampSmith),
              (std::vector<std::string>{"I will bring it.", "Farewell."}))
        << "five gold buys no darts";
    game.act(Answer{kCampSmith, "greeting", 0});
    ASSERT_EQ(game.quests().size(), 1u);
    EXPECT_EQ(game.quests()[0].kind->id, "silver_for_the_blacksmith");
    EXPECT_EQ(campOpeningLineId(game, kCampSmith), "waiting");
    EXPECT_EQ(campAnswersOffered(game, kCampSmith), (std::vector<std::string>{"Not yet."}));
}

TEST(Camp, TravelGoesAroundAPersonAndNeverTalks) {
    Game game = campGame();
    // From east of the healer to west of her, along her row: arriving
    // means the way went round her, since walking into her talks and stays.
    campTravelTo(game, {24, 6});
    const int turn = game.turn();
    campTravelTo(game, {22, 6});
    EXPECT_EQ(game.turn(), turn + 2) << "one step round her, one back to her row";
    EXPECT_TRUE(game.quests().empty());
}

}  // namespace
}  // namespace delve
