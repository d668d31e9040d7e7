// What a page may say: each message read field by field, anything else
// refused with a sentence that says what was wrong.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "frontend/web/page_messages.h"

namespace delve {
namespace {

PageMessage accepted(const std::string& text) {
    const auto read = readPageMessage(text);
    EXPECT_TRUE(std::holds_alternative<PageMessage>(read)) << text;
    return std::holds_alternative<PageMessage>(read) ? std::get<PageMessage>(read) : PageMessage{};
}

std::string refusal(const std::string& text) {
    const auto read = readPageMessage(text);
    EXPECT_TRUE(std::holds_alternative<PageMessageError>(read)) << text;
    return std::holds_alternative<PageMessageError>(read) ? std::get<PageMessageError>(read).why
                                                          : "";
}

InputEvent inputOf(const std::string& text) {
    const PageMessage message = accepted(text);
    EXPECT_TRUE(std::holds_alternative<InputEvent>(message)) << text;
    return std::holds_alternative<InputEvent>(message) ? std::get<InputEvent>(message)
                                                       : InputEvent{};
}

TEST(WebPageMessages, AKeyIsOneTokenOfAKeyString) {
    EXPECT_EQ(inputOf(R"({"type":"key","key":"j"})").key, Key::of(U'j'));
    EXPECT_EQ(inputOf(R"({"type":"key","key":"<Up>"})").key, Key::named(KeyCode::Up));
    const Key ctrlP = inputOf(R"({"type":"key","key":"<C-p>"})").key;
    EXPECT_TRUE(ctrlP.ctrl);
    EXPECT_EQ(inputOf(R"({"type":"key","key":"ж"})").key, Key::of(U'ж'));
}

TEST(WebPageMessages, AKeyMessageWithNoKeyOrTwoIsRefused) {
    EXPECT_NE(refusal(R"({"type":"key","key":"jj"})").find("exactly one key"), std::string::npos);
    EXPECT_NE(refusal(R"({"type":"key","key":""})").find("exactly one key"), std::string::npos);
    EXPECT_NE(refusal(R"({"type":"key","key":"<click:1,2>"})").find("exactly one key"),
              std::string::npos);
    EXPECT_NE(refusal(R"({"type":"key","key":"<Nope>"})"), "");
    EXPECT_NE(refusal(R"({"type":"key","key":7})").find("\"key\" string"), std::string::npos);
}

TEST(WebPageMessages, ClicksAndHoversNameAScreenCell) {
    const InputEvent click = inputOf(R"({"type":"click","column":3,"row":4})");
    EXPECT_EQ(click.kind, InputEvent::Kind::Click);
    EXPECT_EQ(click.cell, (Point{3, 4}));
    const InputEvent hover = inputOf(R"({"type":"hover","column":5,"row":6})");
    EXPECT_EQ(hover.kind, InputEvent::Kind::Hover);
    EXPECT_EQ(hover.cell, (Point{5, 6}));
}

TEST(WebPageMessages, AHoverOffTheScreenIsTheMouseGoneAndAClickThereIsRefused) {
    EXPECT_EQ(inputOf(R"({"type":"hover","column":-1,"row":-1})").cell, (Point{-1, -1}));
    EXPECT_EQ(inputOf(R"({"type":"hover","column":9999,"row":2})").cell, (Point{-1, -1}));
    EXPECT_NE(refusal(R"({"type":"click","column":-1,"row":0})"), "");
    EXPECT_NE(refusal(R"({"type":"click","column":1.5,"row":0})").find("whole numbers"),
              std::string::npos);
    EXPECT_NE(refusal(R"({"type":"click","column":1e300,"row":0})"), "");
}

TEST(WebPageMessages, ASizeIsBoundedToWhatTheScreensAreLaidOutFor) {
    const PageMessage size = accepted(R"({"type":"size","columns":100,"rows":30})");
    ASSERT_TRUE(std::holds_alternative<PageSize>(size));
    EXPECT_EQ(std::get<PageSize>(size).columns, 100);
    EXPECT_EQ(std::get<PageSize>(size).rows, 30);
    EXPECT_NE(refusal(R"({"type":"size","columns":79,"rows":30})").find("80 to 320 columns"),
              std::string::npos);
    EXPECT_NE(refusal(R"({"type":"size","columns":100,"rows":100000})"), "");
}

TEST(WebPageMessages, WhatIsNotAMessageIsRefusedSayingWhy) {
    EXPECT_NE(refusal("not json").find("JSON object"), std::string::npos);
    EXPECT_NE(refusal("[1,2]").find("JSON object"), std::string::npos);
    EXPECT_NE(refusal(R"({"kind":"key"})").find("\"type\" string"), std::string::npos);
    EXPECT_NE(refusal(R"({"type":"dance\u001b[2J"})").find("\\x1b"), std::string::npos);
    const std::string huge = R"({"type":"key","key":")" + std::string(300, 'j') + "\"}";
    EXPECT_NE(refusal(huge).find("at most 256 bytes"), std::string::npos);
    const std::string deep = std::string(120, '[') + std::string(120, ']');
    EXPECT_NE(refusal(deep).find("JSON object"), std::string::npos);
}

TEST(WebPageMessages, ARedrawIsAccepted) {
    EXPECT_TRUE(std::holds_alternative<PageRedraw>(accepted(R"({"type":"redraw"})")));
}

}  // namespace
}  // namespace delve
