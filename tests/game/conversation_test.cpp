// A conversation: stepping into a person says their opening line, as things
// stand; an answer is offered only when what it asks and needs holds, and
// does what it says: gives and takes things and gold, begins, moves on and
// finishes quests, each reward once.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "game/conversation.h"
#include "support/item_rules.h"

namespace delve {
namespace {

// The hero on `<`, a pile of gold, and the smith.
constexpr const char* kForge =
    "#######\n"
    "#<G.S.#\n"
    "#######\n"
    "legend|G|gold|12\n"
    "legend|S|person|smith\n"
    "end\n";
constexpr Point kSmith{4, 1};

enum Answers { kBuyDarts, kTellOfTheLair, kOfferHelp, kAllDone, kSmallTalk };

DialogueLine line(std::string id, std::string says, bool opening) {
    DialogueLine made;
    made.id = std::move(id);
    made.says = std::move(says);
    made.opening = opening;
    return made;
}

DialogueAnswer answer(std::string says) {
    DialogueAnswer made;
    made.says = std::move(says);
    return made;
}

RulesPtr forgeRules() {
    static const RulesPtr shared = [] {
        auto rules = std::make_shared<Rules>(*testing::itemRules());
        rules->people.push_back(PersonKind{"smith", {"smith", {}}, U'S', {}});
        QuestKind errand{"errand", "An errand", "dungeon", "", {}, {}};
        errand.steps = {QuestStep{"Find the lair.", QuestGoal::Enter, "lair", 1, {}},
                        QuestStep{"Kill the rat.", QuestGoal::Kill, "rat", 1, {}}};
        errand.reward.item = "sword";
        QuestKind help{"help", "Help", "dungeon", "nobody", {}, {}};
        help.steps = {QuestStep{"Kill two goblins.", QuestGoal::Kill, "goblin", 2, {}}};
        help.reward.gold = 30;
        rules->quests = {errand, help};

        DialogueLine done = line("done", "The sword suits you.", true);
        done.when.quest = "errand";
        done.when.questState = QuestState::Finished;
        DialogueLine hello = line("hello", "Well met.", true);
        DialogueAnswer buy = answer("Darts, please.");
        buy.deeds.takesGold = 10;
        buy.deeds.givesItem = "dart";
        buy.deeds.givesCount = 2;
        buy.to = "sold";
        DialogueAnswer lair = answer("I found the lair.");
        lair.when.quest = "errand";
        lair.when.questStep = 1;
        lair.deeds.advancesQuest = "errand";
        DialogueAnswer offer = answer("Let me help.");
        offer.deeds.beginsQuest = "help";
        DialogueAnswer allDone = answer("It is all done.");
        allDone.deeds.finishesQuest = "errand";
        DialogueAnswer smallTalk = answer("Nice weather.");
        smallTalk.when.carries = "dart";
        hello.answers = {buy, lair, offer, allDone, smallTalk};
        DialogueLine sold = line("sold", "Here.", false);
        rules->dialogues.push_back(Dialogue{"smith", {done, hello, sold}});
        return RulesPtr(rules);
    }();
    return shared;
}

Game forgeGame() {
    return Game(GameOptions{3, "fighter",
                            std::make_shared<const Level>(parseLevel(kForge, "forge.txt")),
                            forgeRules()});
}

const DialogueLine& lineOf(const Game& game, const std::string& id) {
    return *game.rules().dialogue("smith")->line(id);
}

std::vector<int> offered(const Game& game, const std::string& line) {
    return game.foresight().answersOffered(lineOf(game, line));
}

// Walks east to the smith's side, picking up the gold on the way.
void walkToTheSmith(Game& game) {
    game.act(Step{Direction::East});
    game.act(PickUpItems{});
    game.act(Step{Direction::East});
    ASSERT_EQ(game.hero().position, (Point{3, 1}));
}

// The id of the line a conversation with the smith opens on now.
std::string openingLineId(const Game& game) {
    const DialogueLine* line = game.foresight().openingLine(kSmith);
    return line != nullptr ? line->id : "";
}

TEST(Conversation, SteppingIntoAPersonOpensTheLineThatHoldsAndTakesNoTime) {
    Game game = forgeGame();
    walkToTheSmith(game);
    const int turn = game.turn();
    game.act(Step{Direction::East});
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(game.hero().position, (Point{3, 1})) << "no step into the smith";
    EXPECT_EQ(openingLineId(game), "hello") << "the errand is not finished yet";
}

// What people say is shown in the conversation; the log tells only what
// talking changed.
TEST(Conversation, WhatAPersonSaysIsNotRepeatedInTheLog) {
    Game game = forgeGame();
    walkToTheSmith(game);
    const int said = game.log().said();
    game.act(Step{Direction::East});
    EXPECT_FALSE(testing::saidEver(game, MessageId::PersonSays));
    EXPECT_EQ(game.log().said(), said);
}

TEST(Conversation, AnAnswerIsOfferedOnlyWhenWhatItAsksAndNeedsHolds) {
    Game game = forgeGame();
    EXPECT_EQ(offered(game, "hello"), (std::vector<int>{kTellOfTheLair, kOfferHelp, kAllDone}))
        << "no gold for darts, none carried, and the errand on its first step";
    walkToTheSmith(game);
    EXPECT_EQ(game.hero().gold, 12);
    EXPECT_EQ(offered(game, "hello"),
              (std::vector<int>{kBuyDarts, kTellOfTheLair, kOfferHelp, kAllDone}));
}

TEST(Conversation, AnAnswerGivesAndTakesThingsAndGold) {
    Game game = forgeGame();
    walkToTheSmith(game);
    game.act(Answer{kSmith, "hello", kBuyDarts});
    EXPECT_EQ(game.hero().gold, 2);
    EXPECT_NE(std::ranges::find_if(
                  game.hero().pack.items(),
                  [](const Item& item) { return item.kind->id == "dart" && item.count == 2; }),
              game.hero().pack.items().end());
    EXPECT_EQ(std::ranges::count(offered(game, "hello"), kSmallTalk), 1) << "now she carries darts";
    game.act(Answer{kSmith, "hello", kBuyDarts});
    EXPECT_EQ(game.hero().gold, 2) << "refused without the gold it takes";
}

TEST(Conversation, AnAnswerBeginsAQuestOnce) {
    Game game = forgeGame();
    walkToTheSmith(game);
    const std::size_t before = game.quests().size();
    game.act(Answer{kSmith, "hello", kOfferHelp});
    ASSERT_EQ(game.quests().size(), before + 1);
    EXPECT_EQ(game.quests().back().kind->id, "help");
    EXPECT_EQ(std::ranges::count(offered(game, "hello"), kOfferHelp), 0);
    game.act(Answer{kSmith, "hello", kOfferHelp});
    EXPECT_EQ(game.quests().size(), before + 1);
}

TEST(Conversation, AnAnswerMovesAQuestOnAndAnotherFinishesItWithItsRewardOnce) {
    Game game = forgeGame();
    walkToTheSmith(game);
    game.act(Answer{kSmith, "hello", kTellOfTheLair});
    const auto errand = [&] {
        return *std::ranges::find_if(game.quests(),
                                     [](const QuestProgress& q) { return q.kind->id == "errand"; });
    };
    EXPECT_EQ(errand().step, 1);
    EXPECT_EQ(std::ranges::count(offered(game, "hello"), kTellOfTheLair), 0)
        << "it asks for the first step";
    game.act(Answer{kSmith, "hello", kAllDone});
    EXPECT_TRUE(errand().finished);
    const auto swords = [&] {
        return std::ranges::count_if(game.hero().pack.items(),
                                     [](const Item& item) { return item.kind->id == "sword"; });
    };
    EXPECT_EQ(swords(), 1);
    game.act(Answer{kSmith, "hello", kAllDone});
    EXPECT_EQ(swords(), 1) << "the reward is given once";
    game.act(Step{Direction::East});
    EXPECT_EQ(openingLineId(game), "done");
}

TEST(Conversation, AnAnswerFromAfarOrToAnUnknownLineIsRefused) {
    Game game = forgeGame();
    game.act(Answer{kSmith, "hello", kOfferHelp});
    EXPECT_EQ(game.quests().size(), 1U) << "the smith is not beside the hero";
    walkToTheSmith(game);
    game.act(Answer{kSmith, "goodbye", 0});
    game.act(Answer{kSmith, "hello", 99});
    game.act(Answer{kSmith, "hello", -1});
    EXPECT_EQ(game.quests().size(), 1U);
}

}  // namespace
}  // namespace delve
