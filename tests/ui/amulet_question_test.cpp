// Going down the stairs while the Amulet lies on the floor asks first.
#include <gtest/gtest.h>

#include "support/frame_text.h"
#include "support/item_rules.h"
#include "support/pressing.h"
#include "support/temp_level.h"
#include "ui/app.h"

namespace delve {
namespace {

constexpr const char* kAskedAmuletAcrossTheStairs =
    "#######\n#@>..A#\n#######\nlegend|A|item|amulet\nend\n";

using testing::press;

class AmuletQuestion : public ::testing::Test {
  protected:
    AmuletQuestion() {
        press(app_, Key::of(U'l'));  // onto the stairs
    }
    testing::TempLevel level_{"amulet_question", kAskedAmuletAcrossTheStairs};
    App app_{GameOptions{4, "fighter", level_.level(), testing::itemRules()}, StartChoices{},
             DrawStyle{true}};
};

TEST_F(AmuletQuestion, GoingDownAsksAndTakesNoTurn) {
    const int turn = app_.game().turn();
    press(app_, Key::of(U'>'));
    EXPECT_EQ(app_.topScreenName(), "confirm");
    EXPECT_EQ(app_.game().turn(), turn);
    EXPECT_NE(testing::frameOf(app_).find("Leave the Amulet?"), std::string::npos)
        << testing::frameOf(app_);
}

TEST_F(AmuletQuestion, NoKeepsTheHeroOnTheFloor) {
    press(app_, Key::of(U'>'));
    press(app_, Key::of(U'n'));
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().stage().depth(), 1);
}

TEST_F(AmuletQuestion, YesGoesDownAndLeavesTheAmuletBehind) {
    press(app_, Key::of(U'>'));
    press(app_, Key::of(U'y'));
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().stage().depth(), 2);
    EXPECT_FALSE(app_.game().foresight().amuletLiesHere());
}

}  // namespace
}  // namespace delve
