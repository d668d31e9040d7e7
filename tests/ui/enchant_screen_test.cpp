// Reading a scroll of enchanting through the pack: it asks what to enchant,
// a letter for a thing in the pack and a digit for one in use, greys what
// cannot take it, and Esc keeps the scroll unread.
#include <gtest/gtest.h>

#include <sstream>

#include "frontend/headless/headless_run.h"
#include "support/frame_text.h"
#include "support/item_rules.h"
#include "support/temp_level.h"
#include "ui/app.h"

namespace delve {
namespace {

using testing::itemRules;
using testing::slotOf;

// Two scrolls of enchanting, a sword and leather armour on the way east.
constexpr const char* kEnchantHall =
    "#######\n"
    "#@e/[.#\n"
    "#######\n"
    "legend|e|item|scroll_of_enchanting|2\n"
    "legend|/|item|sword\n"
    "legend|[|item|leather_armour\n"
    "end\n";

class EnchantScreen : public ::testing::Test {
  protected:
    EnchantScreen()
        : level_("enchant_screen", kEnchantHall),
          app_(GameOptions{5, "fighter", level_.level(), itemRules()}, StartChoices{},
               DrawStyle{true}) {
        // Everything picked up, the sword wielded: the scrolls are a, the
        // armour b.
        play("lglglgib");
    }

    void play(const std::string& keys) {
        std::ostringstream ignored;
        runHeadless(app_, HeadlessOptions{keys, false, false, 80, 24}, ignored);
    }

    std::string screenText() {
        CellBuffer frame(80, 24);
        app_.draw(frame);
        return testing::textOf(frame);
    }

    testing::TempLevel level_;
    App app_;
};

TEST_F(EnchantScreen, ReadingAsksWhatAndADigitEnchantsTheSwordInHand) {
    ASSERT_EQ(slotOf(app_.game(), "sword"), -1) << "the sword is in hand";
    play("ia");
    ASSERT_EQ(app_.topScreenName(), "inventory");
    const std::string asked = screenText();
    EXPECT_NE(asked.find("Enchant what?"), std::string::npos) << asked;
    EXPECT_NE(asked.find("1  a sword (in hand)"), std::string::npos) << asked;
    EXPECT_NE(asked.find("a-z, 1-5: enchant"), std::string::npos) << asked;
    const int turn = app_.game().turn();
    play("1");
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().turn(), turn + 1);
    EXPECT_EQ(app_.game().hero().equipment.in(EquipSlot::Weapon)->enchantment, 1);
    play("i");
    EXPECT_NE(screenText().find("1  a sword (+1) (in hand)"), std::string::npos)
        << "the pack names the enchantment";
}

TEST_F(EnchantScreen, ALetterEnchantsArmourInThePackAndTheScrollItselfIsNotOffered) {
    play("iaa");
    EXPECT_EQ(app_.topScreenName(), "inventory") << "never read on itself";
    play("b");
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().hero().pack.at(slotOf(app_.game(), "leather_armour")).enchantment, 1);
}

TEST_F(EnchantScreen, EscKeepsTheScrollUnreadAndNoTurnPasses) {
    const int turn = app_.game().turn();
    play("ia<Esc>");
    EXPECT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(app_.game().turn(), turn);
    EXPECT_EQ(app_.game().hero().pack.at(0).count, 2);
}

}  // namespace
}  // namespace delve
