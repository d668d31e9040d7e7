// The side panel shows each condition on the hero with its turns left, and
// a monster's conditions under its name.
#include <gtest/gtest.h>

#include "support/frame_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "support/with_conditions.h"
#include "ui/app.h"

namespace delve {
namespace {

TEST(SidePanelConditions, TheHerosWithTurnsLeftAndAMonstersUnderItsName) {
    const testing::TempLevel level(
        "panel_conditions", "#########\n#@....g.#\n#########\nlegend|g|monster|guard\nend\n");
    const Game start(GameOptions{3, "fighter", level.level(), testing::rules()});
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{true});
    app.resumeRun(testing::withConditions(start, "poisoned 7 hasted 3", {"confused 4 slowed 2"}));
    const std::string frame = testing::frameOf(app);
    EXPECT_NE(frame.find("Poisoned (7)"), std::string::npos) << frame;
    EXPECT_NE(frame.find("Hasted (3)"), std::string::npos) << frame;
    const std::size_t guard = frame.find("r guard");
    ASSERT_NE(guard, std::string::npos) << frame;
    EXPECT_NE(frame.find("Confused, Slowed", guard), std::string::npos) << frame;
}

}  // namespace
}  // namespace delve
