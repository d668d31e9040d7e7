// data/dialogue.toml: people's lines and the hero's answers, each naming
// people, items, quests and lines that exist; faults at file:line:column.
#include <gtest/gtest.h>

#include "support/test_rules.h"

#include <algorithm>
#include <filesystem>

#include "content/rules_loader.h"

namespace delve {
namespace {

using testing::shippedRules;

std::string dialogueError(const std::string& text) {
    Rules rules = *shippedRules();
    rules.dialogues.clear();
    try {
        parseDialogue(text, "dialogue.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

const std::string kHello =
    "[[line]]\nperson = \"healer\"\nid = \"hello\"\nopening = true\nsays = \"Hello.\"\n";

TEST(DialogueTable, TheShippedFileGivesEveryPersonWordsToOpenWith) {
    const Rules& rules = *shippedRules();
    for (const PersonKind& person : rules.people) {
        const Dialogue* dialogue = rules.dialogue(person.id);
        ASSERT_NE(dialogue, nullptr) << person.id;
        EXPECT_TRUE(std::ranges::any_of(dialogue->lines, &DialogueLine::opening)) << person.id;
    }
    const DialogueLine* greeting = rules.dialogue("healer")->line("greeting");
    ASSERT_NE(greeting, nullptr);
    ASSERT_FALSE(greeting->answers.empty());
    EXPECT_EQ(greeting->answers[0].deeds.beginsQuest, "trail_of_blood");
    EXPECT_EQ(greeting->answers[0].to, "risen");
    const DialogueLine* risen = rules.dialogue("healer")->line("risen");
    ASSERT_NE(risen, nullptr);
    ASSERT_FALSE(risen->answers.empty());
    EXPECT_EQ(risen->answers[0].deeds.beginsQuest, "rest_for_the_risen");
    EXPECT_EQ(risen->answers[0].to, "blessing");
}

TEST(DialogueTable, ReadsConditionsAndDeeds) {
    Rules rules = *shippedRules();
    rules.dialogues.clear();
    parseDialogue(kHello +
                      "[[line.answer]]\nsays = \"Trade?\"\nquest = \"trail_of_blood\"\n"
                      "quest_step = 2\ncarries = \"dart\"\ncarries_count = 4\ngold = 3\n"
                      "takes_item = \"dart\"\ntakes_count = 4\ngives_gold = 9\n",
                  "dialogue.toml", rules);
    const DialogueAnswer& answer = rules.dialogue("healer")->line("hello")->answers.at(0);
    EXPECT_EQ(answer.when.quest, "trail_of_blood");
    EXPECT_EQ(answer.when.questState, QuestState::Open);
    EXPECT_EQ(answer.when.questStep, 2);
    EXPECT_EQ(answer.when.carriesCount, 4);
    EXPECT_EQ(answer.when.gold, 3);
    EXPECT_EQ(answer.deeds.takesItem, "dart");
    EXPECT_EQ(answer.deeds.givesGold, 9);
    EXPECT_TRUE(answer.to.empty());
}

TEST(DialogueTable, FaultsAreNamedWithTheirLineAndColumn) {
    EXPECT_EQ(dialogueError("[[line]]\nperson = \"ghost\"\nid = \"a\"\nsays = \"Boo.\"\n"),
              "dialogue.toml:2:10: no person \"ghost\" is known");
    EXPECT_EQ(dialogueError(kHello + "mood = \"grim\"\n"),
              "dialogue.toml:6:1: unknown key \"mood\" in [line 1]");
    EXPECT_EQ(dialogueError(kHello + "[[line.answer]]\nsays = \"Go.\"\nto = \"nowhere\"\n"),
              "dialogue.toml:8:6: healer has no line \"nowhere\" to go on to");
    EXPECT_EQ(dialogueError(kHello + "[[line.answer]]\nsays = \"Hm.\"\ngives_item = \"cake\"\n"),
              "dialogue.toml:8:14: no item \"cake\" is known");
    EXPECT_EQ(dialogueError(kHello + "[[line.answer]]\nsays = \"Hm.\"\nquest = \"trail_of_blood\"\n"
                                     "quest_is = \"lost\"\n"),
              "dialogue.toml:9:12: quest_is must be one of unbegun, open, finished, not \"lost\"");
    EXPECT_EQ(dialogueError(kHello + kHello),
              "dialogue.toml:8:6: healer has a line \"hello\" already");
    EXPECT_EQ(dialogueError("[[line]]\nperson = \"healer\"\nid = \"a\"\nsays = \"Hm.\"\n"),
              "dialogue.toml:1:1: healer needs a last opening line (opening = true) that asks "
              "nothing, so that every conversation can begin");
    std::string many = kHello;
    for (int i = 0; i < 10; ++i) {
        many += "[[line.answer]]\nsays = \"Again.\"\n";
    }
    EXPECT_EQ(dialogueError(many).substr(0, 27), "dialogue.toml:24:1: line 1 ");
}

}  // namespace
}  // namespace delve
