// Each monster in view is marked by how dangerous it is to the hero now:
// the panel writes the word under its name, the look screen says what it
// means.
#include <gtest/gtest.h>

#include "support/command_games.h"
#include "support/frame_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/text/hover_text.h"

namespace delve {
namespace {

struct DangerView {
    std::string panel;
    std::string look;
};

// A fighter of the test rules with `hp` left and a goblin of 8 health down
// the corridor: killing it costs her 2 health (tests/game/danger_test.cpp).
DangerView dangerViewAtHealth(int hp) {
    const testing::TempLevel level("danger_marks",
                                   "#########\n#@....g.#\n#########\n"
                                   "legend|g|monster|goblin\nend\n");
    const Game start(GameOptions{3, "fighter", level.level(), testing::rules()});
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{true});
    app.resumeRun(testing::withHeroHealth(start, hp));
    return {testing::frameOf(app), describeFloorCell(app.game(), {6, 1})};
}

TEST(DangerMarks, AMonsterSlightToTheHeroIsMarkedWithNoWord) {
    const DangerView view = dangerViewAtHealth(30);
    EXPECT_EQ(view.panel.find("dangerous"), std::string::npos) << view.panel;
    EXPECT_EQ(view.panel.find("deadly"), std::string::npos) << view.panel;
    EXPECT_EQ(view.look.find("Dangerous"), std::string::npos) << view.look;
    EXPECT_EQ(view.look.find("Deadly"), std::string::npos) << view.look;
}

TEST(DangerMarks, TheSameMonsterIsDangerousToAHurtHeroUnderItsName) {
    const DangerView view = dangerViewAtHealth(4);
    const std::size_t goblin = view.panel.find("g goblin");
    ASSERT_NE(goblin, std::string::npos) << view.panel;
    EXPECT_NE(view.panel.find("dangerous", goblin), std::string::npos) << view.panel;
    EXPECT_TRUE(
        view.look.ends_with(" Dangerous: killing it would cost you half your health or more."))
        << view.look;
}

TEST(DangerMarks, AndDeadlyToAHeroNearlyDead) {
    const DangerView view = dangerViewAtHealth(2);
    const std::size_t goblin = view.panel.find("g goblin");
    ASSERT_NE(goblin, std::string::npos) << view.panel;
    EXPECT_NE(view.panel.find("deadly", goblin), std::string::npos) << view.panel;
    EXPECT_TRUE(view.look.ends_with(" Deadly: toe to toe, it would likely kill you first."))
        << view.look;
}

}  // namespace
}  // namespace delve
