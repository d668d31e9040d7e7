// Quests listen to what happens: a marker stepped on, monsters killed,
// things carried, a person spoken to; each step in turn, and the reward
// once.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "game/quests.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "support/item_rules.h"
#include "support/said_text.h"

namespace delve {
namespace {

// The hero on `<`, a lair marker, three darts, a rat and the smith, in a
// row going east.
constexpr const char* kQuestRow =
    "#########\n"
    "#<Ldr..S#\n"
    "#########\n"
    "legend|L|marker|lair\n"
    "legend|d|item|dart|3\n"
    "legend|r|monster|rat\n"
    "legend|S|person|smith\n"
    "end\n";

QuestStep step(QuestGoal goal, std::string what, int count = 1, std::string handed = {}) {
    return QuestStep{"Do it.", goal, std::move(what), count, std::move(handed)};
}

RulesPtr questRules() {
    static const RulesPtr shared = [] {
        auto rules = std::make_shared<Rules>(*testing::itemRules());
        rules->people.push_back(PersonKind{"smith", {"smith", {}}, U'S', {}});
        rules->people.push_back(PersonKind{"healer", {"healer", {}}, U'h', {}});
        DialogueLine hello;
        hello.id = "hello";
        hello.says = "Well met.";
        hello.opening = true;
        rules->dialogues.push_back(Dialogue{"smith", {hello}});
        QuestKind blood{"blood", "The trail of blood", "dungeon", "", {}, {}};
        blood.steps = {step(QuestGoal::Enter, "lair"), step(QuestGoal::Kill, "rat"),
                       step(QuestGoal::Talk, "smith")};
        blood.reward.gold = 40;
        QuestKind silver{"silver", "Silver for the smith", "dungeon", "", {}, {}};
        silver.steps = {step(QuestGoal::Carry, "dart", 3),
                        step(QuestGoal::Talk, "smith", 3, "dart")};
        silver.reward.item = "sword";
        QuestKind later{"later", "Rest for the risen", "dungeon", "smith", {}, {}};
        later.steps = {step(QuestGoal::Kill, "goblin", 2)};
        QuestKind elsewhere{"elsewhere", "Far away", "mine", "", {}, {}};
        elsewhere.steps = {step(QuestGoal::Enter, "lair")};
        rules->quests = {blood, silver, later, elsewhere};
        return RulesPtr(rules);
    }();
    return shared;
}

Game questGame() {
    return Game(GameOptions{7, "barbarian",
                            std::make_shared<const Level>(parseLevel(kQuestRow, "quests.txt")),
                            questRules()});
}

const QuestProgress& progressOf(const Game& game, const std::string& id) {
    const auto& quests = game.quests();
    const auto found = std::ranges::find_if(
        quests, [&](const QuestProgress& quest) { return quest.kind->id == id; });
    EXPECT_NE(found, quests.end()) << id;
    return *found;
}

int saidCount(const Game& game, MessageId id) {
    return static_cast<int>(std::ranges::count_if(
        game.log().messages(), [&](const Message& message) { return message.said.id == id; }));
}

// Walks east, striking whatever stands in the way, until the hero stands
// beside the smith, picking up what lies on the way.
void questWalkToTheSmith(Game& game) {
    for (int step = 0; step < 200 && game.hero().position.x < 6 && game.hero().alive(); ++step) {
        game.act(Step{Direction::East});
        if (!game.stage().itemsAt(game.hero().position).empty()) {
            game.act(PickUpItems{});
        }
    }
}

TEST(Quests, TheAdventuresOwnBeginWithItBeforeItsFirstFloorIsNamed) {
    const Game game = questGame();
    ASSERT_EQ(game.quests().size(), 2U)
        << "the mine's is not the dungeon's, nor one a person begins";
    const auto& messages = game.log().messages();
    ASSERT_GE(messages.size(), 3U);
    EXPECT_EQ(messages[0].said.id, MessageId::QuestBegins);
    EXPECT_EQ(messages[0].said.arguments.quest, "blood");
    EXPECT_EQ(messages[1].said.arguments.quest, "silver");
    EXPECT_EQ(messages[2].said.id, MessageId::FloorEntered);
}

TEST(Quests, StepsFollowTheMarkerTheKillAndTheTalk) {
    Game game = questGame();
    game.act(Step{Direction::East});
    EXPECT_EQ(progressOf(game, "blood").step, 1) << "the lair marker stepped on";
    EXPECT_EQ(testing::lastSaid(game), MessageId::QuestAdvances);
    questWalkToTheSmith(game);
    ASSERT_TRUE(game.hero().alive());
    EXPECT_EQ(progressOf(game, "blood").step, 2) << "the rat killed";
    const int gold = game.hero().gold;
    game.act(Step{Direction::East});  // into the smith: a word, no blow
    EXPECT_TRUE(progressOf(game, "blood").finished);
    EXPECT_EQ(game.hero().gold, gold + 40);
}

TEST(Quests, ThingsCarriedAreHandedOverForTheRewardOnce) {
    Game game = questGame();
    questWalkToTheSmith(game);
    EXPECT_EQ(progressOf(game, "silver").step, 1) << "three darts carried";
    game.act(Step{Direction::East});
    EXPECT_TRUE(progressOf(game, "silver").finished);
    EXPECT_EQ(testing::slotOf(game, "dart"), -1) << "the darts went to the smith";
    EXPECT_NE(testing::slotOf(game, "sword"), -1) << "the reward";
    game.act(Step{Direction::East});
    EXPECT_EQ(saidCount(game, MessageId::RewardItem), 1);
    EXPECT_EQ(saidCount(game, MessageId::QuestFinished), 2);
}

// Darts one at a time, a step apart, for the silver quest's count of three.
constexpr const char* kDartsApart =
    "##########\n"
    "#<d.d.d.S#\n"
    "##########\n"
    "legend|d|item|dart|1\n"
    "legend|S|person|smith\n"
    "end\n";

TEST(Quests, ACountedStepTellsEachCountShortOfTheWholeAndKeepsIt) {
    Game game(GameOptions{7, "barbarian",
                          std::make_shared<const Level>(parseLevel(kDartsApart, "darts.txt")),
                          questRules()});
    std::vector<std::string> counts;
    for (int step = 0; step < 6; ++step) {
        game.act(Step{Direction::East});
        if (!game.stage().itemsAt(game.hero().position).empty()) {
            game.act(PickUpItems{});
            if (testing::lastSaid(game) == MessageId::QuestCounts) {
                counts.push_back(testing::lastText(game));
                EXPECT_EQ(game.countedSoFar(progressOf(game, "silver")),
                          static_cast<int>(counts.size()));
            }
        }
    }
    EXPECT_EQ(counts, (std::vector<std::string>{"Silver for the smith: 1/3.",
                                                "Silver for the smith: 2/3."}));
    EXPECT_EQ(progressOf(game, "silver").step, 1) << "the third finished the step";
    EXPECT_EQ(saidCount(game, MessageId::QuestCounts), 2) << "each count told once";
}

TEST(Quests, APersonSpokenToBeginsTheirQuestOnce) {
    Game game = questGame();
    questWalkToTheSmith(game);
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    EXPECT_EQ(game.quests().size(), 3U);
    EXPECT_EQ(progressOf(game, "later").step, 0);
    EXPECT_EQ(saidCount(game, MessageId::QuestBegins), 3);
}

TEST(Quests, SpeakingTakesNoTurn) {
    Game game = questGame();
    questWalkToTheSmith(game);
    const int turn = game.turn();
    game.act(Step{Direction::East});
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(game.hero().position.x, 6);
}

TEST(Quests, ASaveKeepsHowFarEachQuestIs) {
    Game game = questGame();
    game.act(Step{Direction::East});
    const std::string text = saveGame(game);
    EXPECT_NE(text.find("\nquests 2\nquest blood 1 0\nquest silver 0 0\n"), std::string::npos);
    Game loaded = loadGame(text, "quests.sav", questRules());
    EXPECT_EQ(loaded.quests(), game.quests());
    questWalkToTheSmith(game);
    questWalkToTheSmith(loaded);
    EXPECT_EQ(stateHash(loaded), stateHash(game));
}

TEST(Quests, AHostileSaveNamingAnUnknownQuestIsRefusedAtItsLine) {
    const Game game = questGame();
    std::string text = saveGame(game);
    const std::size_t line = text.find("\nquest blood ");
    text.replace(line, 12, "\nquest dragon");
    const int lineNumber =
        static_cast<int>(std::count(text.begin(), text.begin() + line, '\n')) + 2;
    try {
        loadGame(text, "bad.sav", questRules());
        ADD_FAILURE() << "a save naming an unknown quest loaded";
    } catch (const SaveError& error) {
        EXPECT_EQ(error.line(), lineNumber);
        EXPECT_NE(std::string(error.what()).find("unknown quest \"dragon\""), std::string::npos)
            << error.what();
    }
    std::string twice = saveGame(game);
    twice.replace(twice.find("\nquest silver "), 14, "\nquest blood ");
    EXPECT_THROW(loadGame(twice, "bad.sav", questRules()), SaveError);
    std::string foreign = saveGame(game);
    foreign.replace(foreign.find("\nquest silver "), 14, "\nquest elsewhere ");
    EXPECT_THROW(loadGame(foreign, "bad.sav", questRules()), SaveError);
}

}  // namespace
}  // namespace delve
