// Scrolls of enchanting, on small maps: read into one weapon, bow, armour
// or ring, in the pack or in use, for good; refused by anything else and
// past the most a thing can hold; kept unread with nothing to take it.
#include <gtest/gtest.h>

#include "game/combat.h"
#include "game/items/enchanting.h"
#include "support/item_rules.h"
#include "support/said_text.h"

namespace delve {
namespace {

using testing::itemGame;
using testing::lastSaid;
using testing::pickUpEast;
using testing::slotOf;
using testing::use;

// The hero, three scrolls of enchanting, a sword, leather armour and a
// potion in a row to the east.
constexpr const char* kEnchanting =
    "#########\n"
    "#@e/[h..#\n"
    "#########\n"
    "legend|e|item|scroll_of_enchanting|3\n"
    "legend|/|item|sword\n"
    "legend|[|item|leather_armour\n"
    "legend|h|item|potion_of_healing\n"
    "end\n";

// A run with everything of kEnchanting picked up and the sword wielded:
// the pack holds the scrolls (a), the armour (b) and the potion (c).
Game armedGame(const std::string& name) {
    Game game = itemGame(name, kEnchanting);
    pickUpEast(game, 4);
    game.act(use(slotOf(game, "sword")));
    return game;
}

TEST(Enchanting, AScrollReadOnTheWieldedSwordMakesItHitMoreOftenAndHarder) {
    Game game = armedGame("sword");
    const int accuracyBefore = heroAccuracy(game.hero());
    EXPECT_TRUE(game.act(UseItem{0, std::nullopt, -1, EquipSlot::Weapon}).tookTurn);
    const Item& sword = *game.hero().equipment.in(EquipSlot::Weapon);
    EXPECT_EQ(sword.enchantment, 1);
    EXPECT_EQ(heroAccuracy(game.hero()), accuracyBefore + kAccuracyPerEnchantment);
    EXPECT_EQ(enchantedDamage(sword), (Dice{1, 6, 1 + kDamagePerEnchantment}));
    EXPECT_TRUE(testing::saidEver(game, MessageId::ItemEnchanted));
    const auto& messages = game.log().messages();
    EXPECT_EQ(testing::textOf(game, messages[messages.size() - 2]),
              "The sword glows for a moment: it is +1 now.")
        << "before the scroll, read unknown, is named";
    EXPECT_EQ(game.hero().pack.at(0).count, 2) << "one scroll is spent";
}

TEST(Enchanting, ArmourEnchantedInThePackTurnsMoreBlowsOnceWorn) {
    Game game = armedGame("armour");
    const int armour = slotOf(game, "leather_armour");
    EXPECT_TRUE(game.foresight().readsOn(0, armour));
    game.act(UseItem{0, std::nullopt, armour});
    game.act(UseItem{0, std::nullopt, armour});
    EXPECT_EQ(game.hero().pack.at(armour).enchantment, 2);
    const int defenceBefore = heroDefence(game.hero());
    game.act(use(armour));
    EXPECT_EQ(heroDefence(game.hero()), defenceBefore + 5 + 2 * kDefencePerEnchantment);
    EXPECT_EQ(game.hero().equipment.in(EquipSlot::Armour)->enchantment, 2)
        << "the enchantment goes with the armour";
}

TEST(Enchanting, APotionCannotTakeItAndTheScrollStaysUnread) {
    Game game = armedGame("potion");
    const int potion = slotOf(game, "potion_of_healing");
    EXPECT_FALSE(game.foresight().readsOn(0, potion));
    EXPECT_FALSE(game.act(UseItem{0, std::nullopt, potion}).tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::CannotEnchant);
    EXPECT_EQ(game.hero().pack.at(0).count, 3);
}

TEST(Enchanting, AThingAtTheMostItCanHoldRefusesMore) {
    std::string text = saveGame(armedGame("full"));
    const std::string plain = "\nworn weapon sword 1 0 0 0 none 0\n";
    ASSERT_NE(text.find(plain), std::string::npos);
    text.replace(text.find(plain), plain.size(),
                 "\nworn weapon sword 1 " + std::to_string(kMostEnchantment) + " 0 0 none 0\n");
    Game game = loadGame(text, "full.sav", testing::itemRules());
    EXPECT_FALSE(game.foresight().readsOnWorn(0, EquipSlot::Weapon));
    EXPECT_FALSE(game.act(UseItem{0, std::nullopt, -1, EquipSlot::Weapon}).tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::EnchantedToTheFull);
    EXPECT_EQ(game.hero().equipment.in(EquipSlot::Weapon)->enchantment, kMostEnchantment);
}

TEST(Enchanting, WithNothingToTakeItTheScrollIsKeptUnreadWithAWord) {
    Game game = itemGame("nothing", kEnchanting);
    pickUpEast(game, 1);  // the scrolls alone
    const Outcome outcome = game.act(use(0));
    EXPECT_FALSE(outcome.wantsAim);
    EXPECT_FALSE(outcome.tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::NothingToEnchant);
    EXPECT_EQ(game.hero().pack.at(0).count, 3);
    pickUpEast(game, 1);  // the sword
    EXPECT_TRUE(game.foresight().anythingToReadOn(0));
    EXPECT_TRUE(game.act(use(0)).wantsAim) << "asks what to enchant";
}

TEST(Enchanting, OnlyWeaponsBowsArmourStaffsAndRingsButTheRingOfLifeTakeIt) {
    const RulesPtr rules = testing::shippedRules();
    for (const ItemKind& kind : rules->items) {
        const bool gear = kind.itemClass == ItemClass::Weapon || kind.itemClass == ItemClass::Bow ||
                          kind.itemClass == ItemClass::Armour ||
                          kind.itemClass == ItemClass::Staff ||
                          (kind.itemClass == ItemClass::Ring && kind.ring != RingPower::Life);
        EXPECT_EQ(enchantable(kind), gear) << kind.id;
        EXPECT_FALSE(enchantable(kind) && kind.stacks()) << kind.id << ": a stack stays alike";
    }
}

TEST(Enchanting, AProtectionRingGrowsByTheArmoursStepAndOthersByOne) {
    const RulesPtr rules = testing::itemRules();
    Item protection{rules->item("ring_of_protection"), 1, 2};
    Item sight{rules->item("ring_of_far_sight"), 1, 2};
    EXPECT_EQ(enchantedRingPower(protection), 5 + 2 * kDefencePerEnchantment);
    EXPECT_EQ(enchantedRingPower(sight), 2 + 2);
}

}  // namespace
}  // namespace delve
