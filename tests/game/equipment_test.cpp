// What the hero has in use: wielding, readying, wearing and putting on
// things from the pack (what was in their place goes back into it), rings
// on two hands, taking things off, and what each changes in the hero.
#include <gtest/gtest.h>

#include "support/item_rules.h"

namespace delve {
namespace {

using testing::itemGame;
using testing::itemRules;
using testing::lastSaid;
using testing::packIds;
using testing::pickUpEast;
using testing::use;
using testing::wornId;

const ItemKind& kindOf(const std::string& id) {
    return *itemRules()->item(id);
}

TEST(EquipSlots, EachClassFitsItsOwnPlace) {
    EXPECT_TRUE(fitsSlot(kindOf("sword"), EquipSlot::Weapon));
    EXPECT_FALSE(fitsSlot(kindOf("sword"), EquipSlot::Armour));
    EXPECT_FALSE(fitsSlot(kindOf("sword"), EquipSlot::Bow));
    EXPECT_TRUE(fitsSlot(kindOf("shortbow"), EquipSlot::Bow));
    EXPECT_FALSE(fitsSlot(kindOf("shortbow"), EquipSlot::Weapon));
    EXPECT_TRUE(fitsSlot(kindOf("plate_armour"), EquipSlot::Armour));
    EXPECT_TRUE(fitsSlot(kindOf("ring_of_protection"), EquipSlot::LeftRing));
    EXPECT_TRUE(fitsSlot(kindOf("ring_of_protection"), EquipSlot::RightRing));
    EXPECT_FALSE(fitsSlot(kindOf("ring_of_protection"), EquipSlot::Weapon));
    EXPECT_FALSE(fitsSlot(kindOf("sword"), EquipSlot::LeftRing));
    for (EquipSlot slot : kAllEquipSlots) {
        for (const char* id : {"arrow", "dart", "potion_of_healing", "gold", "amulet"}) {
            EXPECT_FALSE(fitsSlot(kindOf(id), slot)) << id << " as " << equipSlotWord(slot);
        }
    }
}

TEST(EquipSlots, TheirWordsGoBothWays) {
    for (EquipSlot slot : kAllEquipSlots) {
        EXPECT_EQ(equipSlotOfWord(equipSlotWord(slot)), slot);
    }
    EXPECT_EQ(equipSlotWord(EquipSlot::LeftRing), "left_ring");
    EXPECT_EQ(equipSlotOfWord("hat"), std::nullopt);
}

TEST(EquipSlots, ARingGoesToTheFirstFreeHand) {
    Equipment equipment;
    const ItemKind& ring = kindOf("ring_of_protection");
    EXPECT_EQ(slotFor(ring, equipment), EquipSlot::LeftRing);
    equipment.in(EquipSlot::LeftRing) = Item{&ring, 1};
    EXPECT_EQ(slotFor(ring, equipment), EquipSlot::RightRing);
    equipment.in(EquipSlot::RightRing) = Item{&ring, 1};
    EXPECT_EQ(slotFor(ring, equipment), EquipSlot::LeftRing) << "both full: the left one";
    equipment.in(EquipSlot::LeftRing).reset();
    EXPECT_EQ(slotFor(ring, equipment), EquipSlot::LeftRing);
}

// Things in a row east of the hero, one a cell.
constexpr const char* kRack =
    "###################\n"
    "#@sdLPrrfbamp.....#\n"
    "###################\n"
    "legend|s|item|sword\n"
    "legend|d|item|dagger\n"
    "legend|L|item|leather_armour\n"
    "legend|P|item|plate_armour\n"
    "legend|r|item|ring_of_protection\n"
    "legend|f|item|ring_of_far_sight\n"
    "legend|b|item|shortbow\n"
    "legend|a|item|arrow|6\n"
    "legend|m|item|amulet\n"
    "legend|p|item|potion_of_healing\n"
    "end\n";

TEST(Wielding, TakesTheWeaponOutOfThePackAndTakesATurn) {
    Game game = itemGame("wield", kRack);
    pickUpEast(game, 1);
    const int turn = game.turn();
    EXPECT_TRUE(game.act(use(0)).tookTurn);
    EXPECT_EQ(game.turn(), turn + 1);
    EXPECT_EQ(wornId(game, EquipSlot::Weapon), "sword");
    EXPECT_EQ(game.hero().pack.size(), 0);
    EXPECT_EQ(lastSaid(game), MessageId::WieldItem);
}

TEST(Wielding, AnotherWeaponPutsTheOldOneBackInThePack) {
    Game game = itemGame("wield_swap", kRack);
    pickUpEast(game, 2);
    game.act(use(0));  // the sword
    ASSERT_EQ(packIds(game), (std::vector<std::string>{"dagger"}));
    EXPECT_TRUE(game.act(use(0)).tookTurn);  // the dagger
    EXPECT_EQ(wornId(game, EquipSlot::Weapon), "dagger");
    EXPECT_EQ(packIds(game), (std::vector<std::string>{"sword"}));
}

TEST(Wielding, TheOldWeaponTakesTheLastLetterNotTheFreedOne) {
    Game game = itemGame("wield_letters", kRack);
    pickUpEast(game, 3);  // sword, dagger, leather armour
    game.act(use(0));
    ASSERT_EQ(packIds(game), (std::vector<std::string>{"dagger", "leather_armour"}));
    game.act(use(0));
    EXPECT_EQ(packIds(game), (std::vector<std::string>{"leather_armour", "sword"}));
}

TEST(Wielding, AWeaponsAccuracyAddsToTheHeros) {
    Game game = itemGame("wield_accuracy", kRack);
    pickUpEast(game, 2);
    const int bare = heroAccuracy(game.hero());
    game.act(use(1));  // the dagger, +10
    EXPECT_EQ(heroAccuracy(game.hero()), bare + 10);
    game.act(use(0));  // the sword, +5
    EXPECT_EQ(heroAccuracy(game.hero()), bare + 5);
}

TEST(Wearing, ArmourPutsTheOldArmourBackAndAddsItsDefence) {
    Game game = itemGame("wear", kRack);
    pickUpEast(game, 4);  // sword, dagger, leather, plate
    const int bare = heroDefence(game.hero());
    EXPECT_TRUE(game.act(use(2)).tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::WearItem);
    EXPECT_EQ(wornId(game, EquipSlot::Armour), "leather_armour");
    EXPECT_EQ(heroDefence(game.hero()), bare + 5);
    game.act(use(2));  // the plate, now the third slot
    EXPECT_EQ(wornId(game, EquipSlot::Armour), "plate_armour");
    EXPECT_EQ(heroDefence(game.hero()), bare + 20);
    EXPECT_EQ(packIds(game), (std::vector<std::string>{"sword", "dagger", "leather_armour"}));
}

TEST(Wearing, ArmoursSlownessSlowsTheHeroUntilItIsTakenOff) {
    Game game = itemGame("wear_slow", kRack);
    pickUpEast(game, 4);
    EXPECT_EQ(game.hero().speed, 100);
    game.act(use(2));  // leather: no slowness
    EXPECT_EQ(game.hero().speed, 100);
    game.act(use(2));  // plate: slowness 10
    EXPECT_EQ(game.hero().speed, 90);
    int turn = game.turn();
    for (int i = 0; i < 90; ++i) {
        game.act(Wait{});
    }
    // 90 actions at 90 energy a turn take 9000 / 90 turns.
    EXPECT_EQ(game.turn() - turn, 100);
    EXPECT_TRUE(game.act(TakeOffItem{EquipSlot::Armour}).tookTurn);
    EXPECT_EQ(game.hero().speed, 100);
    turn = game.turn();
    for (int i = 0; i < 90; ++i) {
        game.act(Wait{});
    }
    EXPECT_EQ(game.turn() - turn, 90);
}

// A sleeper two cells below the hall where the hero paces: in leather
// (noise 0) her steps never wake it; in plate (noise 3) each step may, at
// even odds, so forty steps wake it all but surely.
constexpr const char* kQuietHall =
    "#######\n"
    "#@lp..#\n"
    "#.....#\n"
    "#..s..#\n"
    "#######\n"
    "legend|l|item|leather_armour\n"
    "legend|p|item|plate_armour\n"
    "legend|s|monster|sleeper\n"
    "end\n";

bool pacingWakesTheSleeper(int armourSlot) {
    Game game = itemGame("wear_noise", kQuietHall);
    pickUpEast(game, 2);
    game.act(use(armourSlot));
    for (int i = 0; i < 20; ++i) {
        game.act(Step{Direction::East});
        game.act(Step{Direction::West});
    }
    return game.stage().monsters().front().awake();
}

TEST(Wearing, HeavyArmoursStepsWakeSleepersAndLightArmoursDoNot) {
    EXPECT_FALSE(pacingWakesTheSleeper(0)) << "leather";
    EXPECT_TRUE(pacingWakesTheSleeper(1)) << "plate";
}

TEST(Wearing, TheSpeedComesBackWithASavedRun) {
    Game game = itemGame("wear_saved", kRack);
    pickUpEast(game, 4);
    game.act(use(3));
    ASSERT_EQ(game.hero().speed, 90);
    EXPECT_EQ(loadGame(saveGame(game), "slow.sav", itemRules()).hero().speed, 90);
}

TEST(Rings, GoOnTheLeftHandThenTheRightThenReplaceTheLeft) {
    Game game = itemGame("rings", kRack);
    for (int i = 0; i < 4; ++i) {
        game.act(Step{Direction::East});
    }
    pickUpEast(game, 3);  // two rings of protection, a ring of far sight
    ASSERT_EQ(packIds(game), (std::vector<std::string>{"ring_of_protection", "ring_of_protection",
                                                       "ring_of_far_sight"}));
    game.act(use(0));
    EXPECT_EQ(lastSaid(game), MessageId::PutOnRing);
    EXPECT_EQ(wornId(game, EquipSlot::LeftRing), "ring_of_protection");
    EXPECT_EQ(wornId(game, EquipSlot::RightRing), "");
    game.act(use(0));
    EXPECT_EQ(wornId(game, EquipSlot::RightRing), "ring_of_protection");
    game.act(use(0));  // the far sight: both hands are full
    EXPECT_EQ(wornId(game, EquipSlot::LeftRing), "ring_of_far_sight");
    EXPECT_EQ(wornId(game, EquipSlot::RightRing), "ring_of_protection");
    EXPECT_EQ(packIds(game), (std::vector<std::string>{"ring_of_protection"}));
}

TEST(Rings, TwoRingsOfProtectionAddUp) {
    Game game = itemGame("rings_defence", kRack);
    for (int i = 0; i < 4; ++i) {
        game.act(Step{Direction::East});
    }
    pickUpEast(game, 2);
    const int bare = heroDefence(game.hero());
    game.act(use(0));
    EXPECT_EQ(heroDefence(game.hero()), bare + 5);
    game.act(use(0));
    EXPECT_EQ(heroDefence(game.hero()), bare + 10);
    EXPECT_EQ(game.hero().equipment.ringPower(RingPower::Protection), 10);
    EXPECT_EQ(game.hero().equipment.ringPower(RingPower::Sight), 0);
}

constexpr const char* kLongHall =
    "##########################\n"
    "#@f......................#\n"
    "##########################\n"
    "legend|f|item|ring_of_far_sight\n"
    "end\n";

TEST(Rings, FarSightWidensWhatTheHeroSeesAtOnce) {
    Game game = itemGame("rings_sight", kLongHall);
    pickUpEast(game, 1);  // the hero at x 2 sees 8 cells: to x 10
    ASSERT_EQ(heroSight(game.hero()), 8);
    EXPECT_TRUE(game.map().isVisible({10, 1}));
    EXPECT_FALSE(game.map().isVisible({11, 1}));
    game.act(use(0));
    EXPECT_EQ(heroSight(game.hero()), 10);
    EXPECT_TRUE(game.map().isVisible({12, 1}));
    EXPECT_FALSE(game.map().isVisible({13, 1}));
    game.act(TakeOffItem{EquipSlot::LeftRing});
    EXPECT_EQ(lastSaid(game), MessageId::TakeOffItem);
    EXPECT_FALSE(game.map().isVisible({12, 1}));
}

TEST(TheBow, IsReadiedBesideTheWeapon) {
    Game game = itemGame("bow", kRack);
    pickUpEast(game, 1);
    game.act(use(0));
    for (int i = 0; i < 6; ++i) {
        game.act(Step{Direction::East});
    }
    pickUpEast(game, 1);
    ASSERT_EQ(packIds(game), (std::vector<std::string>{"shortbow"}));
    EXPECT_TRUE(game.act(use(0)).tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::ReadyItem);
    EXPECT_EQ(wornId(game, EquipSlot::Bow), "shortbow");
    EXPECT_EQ(wornId(game, EquipSlot::Weapon), "sword");
}

TEST(TakingOff, PutsItIntoThePack) {
    Game game = itemGame("take_off", kRack);
    pickUpEast(game, 1);
    game.act(use(0));
    const int turn = game.turn();
    EXPECT_TRUE(game.act(TakeOffItem{EquipSlot::Weapon}).tookTurn);
    EXPECT_EQ(game.turn(), turn + 1);
    EXPECT_EQ(lastSaid(game), MessageId::PutAwayItem);
    EXPECT_EQ(wornId(game, EquipSlot::Weapon), "");
    EXPECT_EQ(packIds(game), (std::vector<std::string>{"sword"}));
}

TEST(TakingOff, NothingThereTakesNoTurn) {
    Game game = itemGame("take_off_nothing", kRack);
    const int turn = game.turn();
    for (EquipSlot slot : kAllEquipSlots) {
        EXPECT_FALSE(game.act(TakeOffItem{slot}).tookTurn);
    }
    EXPECT_EQ(game.turn(), turn);
}

constexpr const char* kDaggerPile =
    "######\n"
    "#@sd.#\n"
    "######\n"
    "legend|s|item|sword\n"
    "legend|d|item|dagger|26\n"
    "end\n";

TEST(TakingOff, WithAFullPackIsRefused) {
    Game game = itemGame("take_off_full", kDaggerPile);
    pickUpEast(game, 1);
    game.act(use(0));
    pickUpEast(game, 1);
    ASSERT_EQ(game.hero().pack.size(), 26);
    const int turn = game.turn();
    EXPECT_FALSE(game.act(TakeOffItem{EquipSlot::Weapon}).tookTurn);
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(lastSaid(game), MessageId::NoRoomToTakeOff);
    EXPECT_EQ(wornId(game, EquipSlot::Weapon), "sword");
}

TEST(TakingOff, WithAFullPackAWeaponCanStillBeSwapped) {
    Game game = itemGame("swap_full", kDaggerPile);
    pickUpEast(game, 1);
    game.act(use(0));
    pickUpEast(game, 1);
    ASSERT_EQ(game.hero().pack.size(), 26);
    EXPECT_TRUE(game.act(use(25)).tookTurn) << "the dagger's slot takes the sword";
    EXPECT_EQ(wornId(game, EquipSlot::Weapon), "dagger");
    EXPECT_EQ(game.hero().pack.size(), 26);
    EXPECT_EQ(game.hero().pack.at(25).kind->id, "sword");
}

TEST(Using, WhatCannotBeUsedSaysSoAndTakesNoTurn) {
    Game game = itemGame("cannot_use", kRack);
    for (int i = 0; i < 8; ++i) {
        game.act(Step{Direction::East});
    }
    // (The amulet beyond them is never used: carrying it ends the run.)
    pickUpEast(game, 1);
    ASSERT_EQ(packIds(game), (std::vector<std::string>{"arrow"}));
    const int turn = game.turn();
    EXPECT_FALSE(game.act(use(0)).tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::CannotUseItem);
    EXPECT_FALSE(game.act(use(7)).tookTurn) << "no such slot";
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(game.hero().pack.at(0).count, 6);
}

}  // namespace
}  // namespace delve
