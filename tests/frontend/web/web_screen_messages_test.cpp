// The messages that draw a game on a page: spans of cells that share their
// colours, highlights blended in, only the changes after the first screen.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "frontend/web/screen_messages.h"
#include "frontend/web/shown_screen.h"

namespace delve {
namespace {

using nlohmann::json;

constexpr Colour kRed{255, 0, 0};
constexpr Colour kBlue{0, 0, 255};

CellBuffer twoRows() {
    CellBuffer frame(4, 2);
    frame.text({0, 0}, "ab", kRed);
    frame.text({2, 0}, "cd", kBlue);
    frame.text({0, 1}, "éfgh", kRed);
    return frame;
}

TEST(WebScreenMessages, TheWholeScreenGroupsEachRowsCellsByTheirColours) {
    const json message = json::parse(wholeScreenMessage(ShownScreen(twoRows())));
    EXPECT_EQ(message["type"], "screen");
    EXPECT_EQ(message["columns"], 4);
    EXPECT_EQ(message["rows"], 2);
    EXPECT_EQ(message["spans"], json::parse(R"([[0,0,"ab",16711680,0],[2,0,"cd",255,0],
                                                [0,1,"éfgh",16711680,0]])"));
    EXPECT_TRUE(message["cursor"].is_null());
}

TEST(WebScreenMessages, ChangesHoldOnlyTheCellsThatLookDifferent) {
    const CellBuffer before = twoRows();
    CellBuffer after = before;
    after.put({1, 0}, U'x', kRed);
    after.put({3, 1}, U'h', kBlue);
    after.cursor = Point{2, 1};
    const auto message = changesMessage(ShownScreen(before), ShownScreen(after));
    ASSERT_TRUE(message);
    const json changes = json::parse(*message);
    EXPECT_EQ(changes["type"], "cells");
    EXPECT_EQ(changes["spans"], json::parse(R"([[1,0,"x",16711680,0],[3,1,"h",255,0]])"));
    EXPECT_EQ(changes["cursor"], json::parse("[2,1]"));
}

TEST(WebScreenMessages, AFrameThatLooksTheSameSaysNothing) {
    EXPECT_FALSE(changesMessage(ShownScreen(twoRows()), ShownScreen(twoRows())));
}

TEST(WebScreenMessages, ANewSizeSendsTheWholeScreen) {
    const auto message = changesMessage(ShownScreen(twoRows()), ShownScreen(CellBuffer(5, 2)));
    ASSERT_TRUE(message);
    EXPECT_EQ(json::parse(*message)["type"], "screen");
}

TEST(WebScreenMessages, AHighlightIsBlendedIntoTheCellsBackground) {
    CellBuffer frame(2, 1);
    frame.highlight({1, 0}, kBlue, 50);
    frame.highlight({1, 0}, kRed, 50);
    const ShownScreen shown(frame);
    EXPECT_EQ(shown.at({0, 0}).background, colours::black);
    EXPECT_EQ(shown.at({1, 0}).background, frame.blended({1, 0}).background);
    EXPECT_NE(shown.at({1, 0}).background, colours::black);
}

}  // namespace
}  // namespace delve
