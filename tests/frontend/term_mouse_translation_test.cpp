#include <gtest/gtest.h>

#include "frontend/term/curses_wide.h"
#include "frontend/term/mouse_translation.h"

namespace delve {
namespace {

bool isClickOn(const std::optional<InputEvent>& event, Point cell) {
    return event && event->kind == InputEvent::Kind::Click && event->cell == cell;
}

bool isHoverOn(const std::optional<InputEvent>& event, Point cell) {
    return event && event->kind == InputEvent::Kind::Hover && event->cell == cell;
}

TEST(TermMouseTranslation, APressAndReleaseIsOneClick) {
    MouseTranslation mouse;
    EXPECT_TRUE(isClickOn(mouse.translate(BUTTON1_PRESSED, 10, 5), {10, 5}));
    EXPECT_FALSE(mouse.translate(BUTTON1_RELEASED, 10, 5).has_value());
    EXPECT_TRUE(isClickOn(mouse.translate(BUTTON1_PRESSED, 11, 5), {11, 5}));
}

TEST(TermMouseTranslation, ADragHoversAndNeverClicksAlongTheWay) {
    MouseTranslation mouse;
    EXPECT_TRUE(isClickOn(mouse.translate(BUTTON1_PRESSED, 2, 2), {2, 2}));
    EXPECT_TRUE(isHoverOn(mouse.translate(BUTTON1_PRESSED, 3, 2), {3, 2}));
    EXPECT_TRUE(isHoverOn(mouse.translate(BUTTON1_PRESSED, 4, 3), {4, 3}));
    EXPECT_FALSE(mouse.translate(BUTTON1_RELEASED, 4, 3).has_value());
    EXPECT_TRUE(isClickOn(mouse.translate(BUTTON1_PRESSED, 4, 3), {4, 3}));
}

TEST(TermMouseTranslation, MotionIsAHoverAndOtherButtonsNothing) {
    MouseTranslation mouse;
    EXPECT_TRUE(isHoverOn(mouse.translate(REPORT_MOUSE_POSITION, 7, 8), {7, 8}));
    EXPECT_FALSE(mouse.translate(BUTTON3_PRESSED, 7, 8).has_value());
    // A click that curses made of a press and a release it saw together.
    EXPECT_TRUE(isClickOn(mouse.translate(BUTTON1_CLICKED, 1, 1), {1, 1}));
    EXPECT_TRUE(isClickOn(mouse.translate(BUTTON1_CLICKED, 1, 1), {1, 1}));
}

}  // namespace
}  // namespace delve
