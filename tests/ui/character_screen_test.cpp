// The character sheet (`C`): who the hero is and her numbers, what she has
// in use, her conditions, skills and kills, on a screen that takes no turn.
#include <gtest/gtest.h>

#include <string>

#include "support/frame_text.h"
#include "support/item_rules.h"
#include "support/pressing.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/screens/character_screen.h"
#include "ui/views/layout.h"

namespace delve {
namespace {

using testing::press;

constexpr const char* kCharacterRatBeside =
    "######\n"
    "#@r..#\n"
    "######\n"
    "legend|r|monster|rat\n"
    "end\n";

std::string characterFrameOf(const App& app, int columns = 100, int rows = 46) {
    return testing::frameOf(app, columns, rows);
}

bool shows(const std::string& frame, const std::string& text) {
    return frame.find(text) != std::string::npos;
}

TEST(CharacterScreen, COpensItWithTheHerosNumbersAndAnyKeyClosesItWithoutATurn) {
    App app(GameOptions{7, "fighter", nullptr, testing::rules()}, StartChoices{}, {});
    press(app, U'C');
    ASSERT_EQ(app.topScreenName(), "character");
    const std::string frame = characterFrameOf(app);
    for (const std::string& line :
         {app.game().hero().name, std::string("Fighter, level 1"), std::string("Health: "),
          std::string("Mana: "),
          "To hit: " + std::to_string(heroAccuracy(app.game().hero())) + "% against no armour",
          std::string("Defence: "), std::string("Damage: 1d8+1"), std::string("Speed: 100"),
          std::string("In use:"), std::string("Conditions:"), std::string("Skills:"),
          std::string("Kills: 0"), std::string("Seed: 7")}) {
        EXPECT_TRUE(shows(frame, line)) << line << "\n" << frame;
    }
    press(app, U'x');
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_EQ(app.game().turn(), 0);
}

TEST(CharacterScreen, ChanceToHitAndDamageSayWhatEachPartIs) {
    const testing::TempLevel level("character_sword",
                                   "######\n#@s..#\n######\nlegend|s|item|sword\nend\n");
    App app(GameOptions{7, "fighter", level.level(), testing::itemRules()}, StartChoices{}, {});
    testing::pressAll(app, U"lgia");
    ASSERT_EQ(testing::wornId(app.game(), EquipSlot::Weapon), "sword");
    press(app, U'C');
    const std::string frame = characterFrameOf(app);
    for (const char* line : {"To hit: 85% against no armour", "your own: 80", "sword: +5",
                             "Damage: 1d8+1 + 1d6+1", "your own: 1d8+1", "sword: 1d6+1"}) {
        EXPECT_TRUE(shows(frame, line)) << line << "\n" << frame;
    }
}

TEST(CharacterScreen, TheKillsAreCountedByKind) {
    const testing::TempLevel level("character_kills", kCharacterRatBeside);
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{}, {});
    for (int blow = 0; blow < 30 && !app.game().kills().contains("rat"); ++blow) {
        press(app, U'l');
    }
    ASSERT_TRUE(app.game().kills().contains("rat"));
    press(app, U'C');
    const std::string frame = characterFrameOf(app);
    EXPECT_TRUE(shows(frame, "Kills: 1")) << frame;
    EXPECT_TRUE(shows(frame, "1 rat")) << frame;
}

TEST(CharacterScreen, OnTheSmallestScreenBothColumnsShowAndNothingIsCut) {
    App app(GameOptions{7, "fighter", nullptr, testing::rules()}, StartChoices{}, {});
    press(app, U'C');
    const std::string small = characterFrameOf(app, kSmallestColumns, kSmallestRows);
    EXPECT_TRUE(shows(small, "Defence: ")) << small;
    EXPECT_TRUE(shows(small, "Skills:")) << small;
    CellBuffer frame(kSmallestColumns, kSmallestRows);
    app.draw(frame);
    EXPECT_EQ(frame.cutTexts(), 0);
}

}  // namespace
}  // namespace delve
