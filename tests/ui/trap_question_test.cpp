// A step onto a known trap asks first, and no movement key answers yes.
#include <gtest/gtest.h>

#include "support/frame_text.h"
#include "support/pressing.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"

namespace delve {
namespace {

constexpr const char* kKnownNet = "########\n#@^....#\n########\nlegend|^|trap|net|known\nend\n";

using testing::press;

class TrapQuestion : public ::testing::Test {
  protected:
    testing::TempLevel level_{"trap_question", kKnownNet};
    App app_{GameOptions{4, "fighter", level_.level(), testing::rules()}, StartChoices{},
             DrawStyle{true}};
};

TEST_F(TrapQuestion, AStepTowardAKnownTrapAsksAndTakesNoTurn) {
    press(app_, Key::of(U'l'));
    EXPECT_EQ(app_.topScreenName(), "confirm");
    EXPECT_EQ(app_.game().turn(), 0);
    EXPECT_NE(testing::frameOf(app_).find("Step onto the net trap?"), std::string::npos)
        << testing::frameOf(app_);
    EXPECT_NE(testing::frameOf(app_).find("Y or Enter: yes"), std::string::npos);
}

TEST_F(TrapQuestion, NoMovementKeyAnswersYes) {
    press(app_, Key::of(U'l'));
    for (char32_t key : {U'y', U'l', U'u', U'b'}) {
        press(app_, Key::of(key));
        EXPECT_EQ(app_.topScreenName(), "confirm") << "the key " << static_cast<char>(key);
    }
    EXPECT_EQ(app_.game().hero().position, (Point{1, 1}));
}

TEST_F(TrapQuestion, CapitalYStepsOntoTheTrap) {
    press(app_, Key::of(U'l'));
    press(app_, Key::of(U'Y'));
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().hero().position, (Point{2, 1}));
    EXPECT_TRUE(app_.game().hero().conditions.has(ConditionKind::Held));
}

TEST_F(TrapQuestion, EscapeKeepsTheHeroWhereTheyStand) {
    press(app_, Key::of(U'l'));
    press(app_, Key::named(KeyCode::Escape));
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().hero().position, (Point{1, 1}));
    EXPECT_EQ(app_.game().turn(), 0);
}

TEST_F(TrapQuestion, TheKnownTrapIsDrawnAndDescribed) {
    const std::string frame = testing::frameOf(app_);
    EXPECT_NE(frame.find("@^"), std::string::npos) << frame;
    EXPECT_NE(frame.find("net trap"), std::string::npos) << "listed around the hero\n" << frame;
}

}  // namespace
}  // namespace delve
