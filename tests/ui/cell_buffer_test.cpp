#include <gtest/gtest.h>

#include <vector>

#include "ui/views/box.h"
#include "ui/views/cell_buffer.h"

namespace delve {
namespace {

std::string row(const CellBuffer& buffer, int y) {
    return buffer.textRows()[static_cast<std::size_t>(y)];
}

TEST(CellBuffer, TextThatFitsIsNoCut) {
    CellBuffer buffer(20, 3);
    buffer.text({0, 0}, "Depth 1", colours::white);
    buffer.text({10, 1}, "0123456789", colours::white, colours::black, 10);
    EXPECT_EQ(buffer.cutTexts(), 0);
}

TEST(CellBuffer, TextClippedAtItsWidthOrTheEdgeIsACut) {
    CellBuffer buffer(20, 3);
    buffer.text({0, 0}, "giant white rat", colours::white, colours::black, 8);
    EXPECT_EQ(row(buffer, 0), "giant wh            ");
    EXPECT_EQ(buffer.cutTexts(), 1);
    buffer.text({15, 1}, "asleep", colours::white);
    EXPECT_EQ(buffer.cutTexts(), 2);
    buffer.clear();
    EXPECT_EQ(buffer.cutTexts(), 0);
}

TEST(CellBuffer, WrappedTextTakesTheLinesItNeedsOrCountsTheRestAsCut) {
    CellBuffer buffer(20, 4);
    EXPECT_EQ(buffer.wrapped({0, 0}, "You see a giant white rat (asleep).", 16, colours::white), 3);
    EXPECT_EQ(row(buffer, 0), "You see a giant     ");
    EXPECT_EQ(row(buffer, 1), "white rat           ");
    EXPECT_EQ(row(buffer, 2), "(asleep).           ");
    EXPECT_EQ(buffer.cutTexts(), 0);
    EXPECT_EQ(
        buffer.wrapped({0, 0}, "You see a giant white rat.", 16, colours::white, colours::black, 1),
        1);
    EXPECT_EQ(buffer.cutTexts(), 1);
    // A word broken in two is a cut, though its pieces all fit.
    CellBuffer roomy(20, 6);
    EXPECT_EQ(roomy.wrapped({0, 0}, "unbreakable_word_here", 10, colours::white), 3);
    EXPECT_EQ(roomy.cutTexts(), 1);
}

TEST(CellBuffer, ANameTooLongForItsLineEndsInAnEllipsisAndIsNoCut) {
    CellBuffer buffer(20, 2);
    EXPECT_EQ(buffer.wrappedName({0, 0}, "delve_test_screens_fit", 12, colours::white), 1);
    EXPECT_EQ(buffer.at({11, 0}).glyph, U'\u2026');
    EXPECT_EQ(buffer.cutTexts(), 0);
}

TEST(CellBuffer, FadingDimsColoursAndKeepsGlyphs) {
    CellBuffer buffer(2, 1);
    buffer.put({0, 0}, U'@', Colour{200, 100, 50}, Colour{20, 40, 60});
    buffer.fade(50);
    EXPECT_EQ(buffer.at({0, 0}).glyph, U'@');
    EXPECT_EQ(buffer.at({0, 0}).foreground, (Colour{100, 50, 25}));
    EXPECT_EQ(buffer.at({0, 0}).background, (Colour{10, 20, 30}));
}

// A glow on the screen below a box (a tint, a flash) is not drawn over the
// box's words.
TEST(CellBuffer, FadingPutsOutTheGlowOfWhatLiesBelow) {
    CellBuffer buffer(2, 1);
    buffer.highlight({0, 0}, Colour{60, 110, 240}, 40);
    ASSERT_EQ(buffer.highlights().size(), 1u);
    buffer.fade(50);
    EXPECT_TRUE(buffer.highlights().empty());
    buffer.highlight({1, 0}, Colour{60, 110, 240}, 40);
    EXPECT_EQ(buffer.highlights().size(), 1u) << "the box may glow of its own";
}

// Columns 25 to 54 of a row: the box below and a little either side.
std::string middle(const CellBuffer& buffer, int y) {
    return row(buffer, y).substr(25, 30);
}

TEST(Box, ATextBoxIsAsLargeAsItsLinesSitsOverTheMapAndClearsARingAroundIt) {
    CellBuffer buffer(100, 46);  // a map view of 80x40 at the top left
    buffer.fill(Cell{U'x', colours::white, colours::black});
    BoxText lines;
    addWrapped(lines, "Quit now? This run is not kept.", 16, colours::white);
    const Rect box = drawTextBox(buffer, "Quit?", lines, 16);
    EXPECT_EQ(box, (Rect{30, 18, 20, 4}));
    const std::string ring = "xxxx" + std::string(22, ' ') + "xxxx";
    EXPECT_EQ(middle(buffer, 16), std::string(30, 'x'));
    EXPECT_EQ(middle(buffer, 17), ring);
    EXPECT_EQ(middle(buffer, 18), "xxxx +----- Quit? ------+ xxxx");
    EXPECT_EQ(middle(buffer, 19), "xxxx | Quit now? This   | xxxx");
    EXPECT_EQ(middle(buffer, 20), "xxxx | run is not kept. | xxxx");
    EXPECT_EQ(middle(buffer, 21), "xxxx +------------------+ xxxx");
    EXPECT_EQ(middle(buffer, 22), ring);
    EXPECT_EQ(middle(buffer, 23), std::string(30, 'x'));
    EXPECT_EQ(row(buffer, 19).substr(80), std::string(20, 'x'));  // the panel untouched
    EXPECT_EQ(buffer.cutTexts(), 0);
}

TEST(Box, ABufferThatDrawsFramesInLinesGetsBoxDrawingCornersAndSides) {
    CellBuffer buffer(100, 46);
    buffer.drawFramesInLines(true);
    buffer.clear();
    EXPECT_TRUE(buffer.framesInLines()) << "clearing keeps it";
    BoxText lines;
    addWrapped(lines, "Quit now? This run is not kept.", 16, colours::white);
    const Rect box = drawTextBox(buffer, "Quit?", lines, 16);
    EXPECT_EQ(buffer.at({box.left(), box.top()}).glyph, U'┌');
    EXPECT_EQ(buffer.at({box.right() - 1, box.top()}).glyph, U'┐');
    EXPECT_EQ(buffer.at({box.right() - 1, box.bottom() - 1}).glyph, U'┘');
    EXPECT_EQ(buffer.at({box.left(), box.bottom() - 1}).glyph, U'└');
    EXPECT_EQ(buffer.at({box.left() + 1, box.top()}).glyph, U'─');
    EXPECT_EQ(buffer.at({box.left(), box.top() + 1}).glyph, U'│');
    const std::string top = buffer.textRows()[static_cast<std::size_t>(box.top())];
    EXPECT_EQ(top.substr(30).rfind("┌───── Quit? ──────┐ ", 0), 0u) << top;
}

TEST(Box, ABoxReachingIntoThePanelClearsItsRowsAcrossTheScreen) {
    CellBuffer buffer(100, 46);
    buffer.fill(Cell{U'x', colours::white, colours::black});
    BoxText lines;
    addWrapped(lines, "wide", 80, colours::white);
    lines.front().text = std::string(80, 'w');
    const Rect box = drawTextBox(buffer, "", lines, 80);
    EXPECT_EQ(box, (Rect{8, 21, 84, 3}));
    EXPECT_EQ(row(buffer, 19), std::string(100, 'x'));
    EXPECT_EQ(row(buffer, 20), std::string(100, ' '));
    EXPECT_EQ(row(buffer, 22).substr(0, 10), "        | ");
    EXPECT_EQ(row(buffer, 22).substr(90), " |" + std::string(8, ' '));
    EXPECT_EQ(row(buffer, 24), std::string(100, ' '));
    EXPECT_EQ(row(buffer, 25), std::string(100, 'x'));
}

TEST(Box, OnAScreenOfItsOwnABoxIsCentredOnTheScreen) {
    const CellBuffer buffer(100, 46);
    EXPECT_EQ(centredBox(buffer, 16, 2, BoxOver::Nothing), (Rect{40, 21, 20, 4}));
    EXPECT_EQ(centredBox(buffer, 16, 2, BoxOver::ThePlayScreen), (Rect{30, 18, 20, 4}));
}

TEST(Box, ABoxMovesUpOrDownAsLittleAsItTakesToLeaveCellsInSight) {
    const CellBuffer buffer(100, 46);
    const Rect centred = centredBox(buffer, 16, 2, BoxOver::ThePlayScreen);
    const std::vector<Point> speakerAndHero = {{35, 19}, {35, 20}};
    const Rect moved = movedClearOf(buffer, centred, speakerAndHero);
    EXPECT_EQ(moved.x, centred.x);
    EXPECT_NE(moved.y, centred.y);
    for (const Point cell : speakerAndHero) {
        EXPECT_FALSE(clearedAround(buffer, moved).contains(cell));
    }
    EXPECT_EQ(moved.y, 14) << "above them, as near as its ring allows (up before down)";
    EXPECT_EQ(movedClearOf(buffer, centred, std::vector<Point>{{1, 1}}), centred)
        << "a cell away from the box leaves it where it was";
}

TEST(Box, ABoxWithNoPlaceClearOfTheCellsStaysWhereItWas) {
    const CellBuffer buffer(30, 6);
    const Rect whole = centredBox(buffer, 26, 2, BoxOver::Nothing);
    const std::vector<Point> everyRow = {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}};
    EXPECT_EQ(movedClearOf(buffer, whole, everyRow), whole);
}

TEST(Box, LinesTheScreenHasNoRoomForCountAsCut) {
    CellBuffer buffer(30, 4);
    BoxText lines;
    addWrapped(lines, "one two three four five six seven", 8, colours::white);
    ASSERT_GT(lines.size(), 2u);
    drawTextBox(buffer, "", lines, 8);
    EXPECT_GT(buffer.cutTexts(), 0);
}

}  // namespace
}  // namespace delve
