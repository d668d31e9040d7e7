#include <gtest/gtest.h>

#include "ui/box.h"
#include "ui/cell_buffer.h"

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
    EXPECT_EQ(buffer.wrapped({0, 0}, "You see a giant white rat.", 16, colours::white,
                             colours::black, 1),
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

TEST(Box, ATextBoxIsAsLargeAsItsLinesAndClearsARingAroundIt) {
    CellBuffer buffer(30, 9);
    buffer.fill(Cell{U'x', colours::white, colours::black});
    BoxText lines;
    addWrapped(lines, "Quit now? This run is not kept.", 16, colours::white);
    const Rect box = drawTextBox(buffer, "Quit?", lines, 16);
    EXPECT_EQ(box, (Rect{5, 2, 20, 4}));
    const std::string ring = "xxxx" + std::string(22, ' ') + "xxxx";
    EXPECT_EQ(row(buffer, 0), std::string(30, 'x'));
    EXPECT_EQ(row(buffer, 1), ring);
    EXPECT_EQ(row(buffer, 2), "xxxx +----- Quit? ------+ xxxx");
    EXPECT_EQ(row(buffer, 3), "xxxx | Quit now? This   | xxxx");
    EXPECT_EQ(row(buffer, 4), "xxxx | run is not kept. | xxxx");
    EXPECT_EQ(row(buffer, 5), "xxxx +------------------+ xxxx");
    EXPECT_EQ(row(buffer, 6), ring);
    EXPECT_EQ(row(buffer, 7), std::string(30, 'x'));
    EXPECT_EQ(buffer.cutTexts(), 0);
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
