#include <gtest/gtest.h>

#include "game/message_log.h"

namespace delve {
namespace {

TEST(MessageLog, CountsARepeatedMessageInsteadOfRepeatingIt) {
    MessageLog log;
    log.add("A wall blocks your way.", 1);
    log.add("A wall blocks your way.", 1);
    log.add("A wall blocks your way.", 2);
    ASSERT_EQ(log.messages().size(), 1u);
    EXPECT_EQ(displayText(log.messages().back()), "A wall blocks your way. x3");
    EXPECT_EQ(log.said(), 3);
    EXPECT_EQ(log.messages().back().serial, 3);
}

TEST(MessageLog, ADifferentMessageStartsANewLine) {
    MessageLog log;
    log.add("one", 0);
    log.add("two", 0);
    log.add("one", 0);
    ASSERT_EQ(log.messages().size(), 3u);
    EXPECT_EQ(displayText(log.messages()[2]), "one");
}

TEST(MessageLog, LastGivesTheNewestOldestFirst) {
    MessageLog log;
    for (int i = 0; i < 5; ++i) {
        log.add("m" + std::to_string(i), i);
    }
    const auto last = log.last(2);
    ASSERT_EQ(last.size(), 2u);
    EXPECT_EQ(last[0].text, "m3");
    EXPECT_EQ(last[1].text, "m4");
    EXPECT_EQ(log.last(10).size(), 5u);
}

TEST(MessageLog, KeepsABoundedHistory) {
    MessageLog log;
    for (std::size_t i = 0; i < MessageLog::kKept + 10; ++i) {
        log.add("m" + std::to_string(i), 0);
    }
    EXPECT_EQ(log.messages().size(), MessageLog::kKept);
    EXPECT_EQ(log.messages().front().text, "m10");
}

}  // namespace
}  // namespace delve
