#include <gtest/gtest.h>

#include <string>

#include "game/message_log.h"
#include "game/rules.h"
#include "ui/text/message_text.h"

namespace delve {
namespace {

Said saidText(std::string line) {
    return Said{MessageId::Text, MessageArguments{}.withText(std::move(line))};
}

// The words of a line of the log, "x3" and all.
std::string wordsOf(const Message& message) {
    return messageText(message, Rules{});
}

TEST(MessageLog, CountsARepeatedMessageInsteadOfRepeatingIt) {
    MessageLog log;
    log.add(Said{MessageId::WallBlocks, {}}, 1);
    log.add(Said{MessageId::WallBlocks, {}}, 1);
    log.add(Said{MessageId::WallBlocks, {}}, 2);
    ASSERT_EQ(log.messages().size(), 1u);
    EXPECT_EQ(wordsOf(log.messages().back()), "A wall blocks your way. x3");
    EXPECT_EQ(log.said(), 3);
    EXPECT_EQ(log.messages().back().serial, 3);
}

TEST(MessageLog, ADifferentMessageStartsANewLine) {
    MessageLog log;
    log.add(saidText("one"), 0);
    log.add(saidText("two"), 0);
    log.add(saidText("one"), 0);
    ASSERT_EQ(log.messages().size(), 3u);
    EXPECT_EQ(wordsOf(log.messages()[2]), "one");
}

TEST(MessageLog, TheSameSentenceAboutAnotherMonsterIsANewLine) {
    MessageLog log;
    log.add(Said{MessageId::MonsterHits, MessageArguments{}.withMonster("rat")}, 0);
    log.add(Said{MessageId::MonsterHits, MessageArguments{}.withMonster("goblin")}, 0);
    EXPECT_EQ(log.messages().size(), 2u);
}

TEST(MessageLog, LastGivesTheNewestOldestFirst) {
    MessageLog log;
    for (int i = 0; i < 5; ++i) {
        log.add(saidText("m" + std::to_string(i)), i);
    }
    const auto last = log.last(2);
    ASSERT_EQ(last.size(), 2u);
    EXPECT_EQ(wordsOf(last[0]), "m3");
    EXPECT_EQ(wordsOf(last[1]), "m4");
    EXPECT_EQ(log.last(10).size(), 5u);
}

TEST(MessageLog, KeepsABoundedHistory) {
    MessageLog log;
    for (std::size_t i = 0; i < MessageLog::kKept + 10; ++i) {
        log.add(saidText("m" + std::to_string(i)), 0);
    }
    EXPECT_EQ(log.messages().size(), MessageLog::kKept);
    EXPECT_EQ(wordsOf(log.messages().front()), "m10");
}

}  // namespace
}  // namespace delve
