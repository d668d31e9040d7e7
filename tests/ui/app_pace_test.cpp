// The pace of a running command in the window and the browser: a step that
// moves the hero is slow enough to watch, one that keeps her where she is
// (rest, search) goes by quickly.
#include <gtest/gtest.h>

#include "support/pressing.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/app_pace.h"

namespace delve {
namespace {

using testing::press;

constexpr const char* kLongHall =
    "##################\n"
    "#@...............#\n"
    "##################\n";

// The wait after the first step of the command `key` starts, at time zero.
AppPace::Clock::duration waitAfterFirstStep(char32_t key, const char* name) {
    const testing::TempLevel level(name, kLongHall);
    App app(GameOptions{5, "fighter", level.level(), testing::rules()}, StartChoices{}, {});
    press(app, key);
    EXPECT_TRUE(app.commandRunning());
    AppPace pace;
    const AppPace::Clock::time_point start{};
    EXPECT_EQ(pace.due(app, start), start) << "the first step is due at once";
    pace.advance(app, start);
    const auto next = pace.due(app, start);
    EXPECT_TRUE(next.has_value());
    return next.value_or(start) - start;
}

TEST(AppPace, AStepThatMovesTheHeroWaitsLongEnoughToWatch) {
    EXPECT_EQ(waitAfterFirstStep(U'o', "pace_explore"), kCommandStep);
}

TEST(AppPace, AStepWhereTheHeroStaysPutGoesByQuickly) {
    EXPECT_EQ(waitAfterFirstStep(U'Z', "pace_search"), kStillStep);
    EXPECT_LT(kStillStep, kCommandStep);
}

}  // namespace
}  // namespace delve
