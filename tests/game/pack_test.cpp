// The pack: 26 lettered slots, kinds that stack sharing one, letters that
// move up when a slot empties; and picking up and dropping, as the hero
// asks for them.
#include <gtest/gtest.h>

#include "support/item_rules.h"

namespace delve {
namespace {

using testing::itemGame;
using testing::itemRules;
using testing::lastSaid;
using testing::packIds;
using testing::pickUpEast;
using testing::saidEver;

Item some(const std::string& id, int count = 1) {
    return Item{itemRules()->item(id), count};
}

TEST(Pack, HoldsTwentySixSlotsAndAFullPackRefusesANewKind) {
    Pack pack;
    for (int i = 0; i < Pack::kSlots; ++i) {
        EXPECT_TRUE(pack.hasRoomFor(some("sword")));
        EXPECT_TRUE(pack.add(some("sword")));
    }
    EXPECT_EQ(pack.size(), 26);
    EXPECT_FALSE(pack.hasRoomFor(some("sword")));
    EXPECT_FALSE(pack.hasRoomFor(some("potion_of_healing")));
    const Pack before = pack;
    EXPECT_FALSE(pack.add(some("sword")));
    EXPECT_FALSE(pack.add(some("potion_of_healing", 2)));
    EXPECT_EQ(pack, before) << "a refused thing changes nothing";
}

TEST(Pack, AFullPackStillTakesMoreOfAStackItHolds) {
    Pack pack;
    pack.add(some("arrow", 5));
    for (int i = 1; i < Pack::kSlots; ++i) {
        pack.add(some("dagger"));
    }
    ASSERT_EQ(pack.size(), 26);
    EXPECT_TRUE(pack.hasRoomFor(some("arrow", 3)));
    EXPECT_TRUE(pack.add(some("arrow", 3)));
    EXPECT_EQ(pack.size(), 26);
    EXPECT_EQ(pack.at(0).count, 8);
}

TEST(Pack, StackingKindsShareASlotAndOthersTakeOneEach) {
    Pack pack;
    pack.add(some("potion_of_healing", 2));
    pack.add(some("sword"));
    pack.add(some("potion_of_healing", 3));
    pack.add(some("sword"));
    pack.add(some("dart", 4));
    pack.add(some("dart", 1));
    ASSERT_EQ(pack.size(), 4);
    EXPECT_EQ(pack.at(0), some("potion_of_healing", 5));
    EXPECT_EQ(pack.at(1), some("sword"));
    EXPECT_EQ(pack.at(2), some("sword"));
    EXPECT_EQ(pack.at(3), some("dart", 5));
    EXPECT_EQ(pack.slotOf(*itemRules()->item("sword")), 1) << "the first of the two";
    EXPECT_EQ(pack.slotOf(*itemRules()->item("amulet")), -1);
}

TEST(Pack, TakingAWholeSlotMovesTheLaterOnesUpALetter) {
    Pack pack;
    pack.add(some("sword"));
    pack.add(some("potion_of_healing", 2));
    pack.add(some("ring_of_protection"));
    EXPECT_EQ(pack.take(0, 1), some("sword"));
    ASSERT_EQ(pack.size(), 2);
    EXPECT_EQ(pack.at(0), some("potion_of_healing", 2)) << "b is now a";
    EXPECT_EQ(pack.at(1), some("ring_of_protection")) << "c is now b";
    EXPECT_FALSE(pack.has(2));
}

TEST(Pack, TakingPartOfAStackLeavesTheRestInItsSlot) {
    Pack pack;
    pack.add(some("potion_of_healing", 3));
    pack.add(some("sword"));
    EXPECT_EQ(pack.take(0, 1), some("potion_of_healing", 1));
    EXPECT_EQ(pack.at(0), some("potion_of_healing", 2));
    EXPECT_EQ(pack.at(1), some("sword"));
    // Asking for more than there is takes what there is.
    EXPECT_EQ(pack.take(0, 10), some("potion_of_healing", 2));
    ASSERT_EQ(pack.size(), 1);
    EXPECT_EQ(pack.at(0), some("sword"));
}

TEST(Pack, SlotsOutsideThePackAreNotThere) {
    Pack pack;
    EXPECT_FALSE(pack.has(0));
    pack.add(some("sword"));
    EXPECT_TRUE(pack.has(0));
    EXPECT_FALSE(pack.has(1));
    EXPECT_FALSE(pack.has(-1));
}

// The hero, and things in a row to the east.
constexpr const char* kRow =
    "##########\n"
    "#@pswp$..#\n"
    "##########\n"
    "legend|p|item|potion_of_healing|2\n"
    "legend|s|item|sword\n"
    "legend|w|item|scroll_of_fireball\n"
    "legend|$|gold|25|0\n"
    "end\n";

TEST(PickingUp, PutsThingsInThePackInTheOrderTaken) {
    Game game = itemGame("pick_order", kRow);
    pickUpEast(game, 4);
    EXPECT_EQ(packIds(game),
              (std::vector<std::string>{"potion_of_healing", "sword", "scroll_of_fireball"}));
    EXPECT_EQ(game.hero().pack.at(0).count, 4) << "both heaps of potions share slot a";
    EXPECT_EQ(game.stage().items().size(), 1u) << "only the gold is left";
}

TEST(PickingUp, TakesATurnAndEmptiesTheCell) {
    Game game = itemGame("pick_turn", kRow);
    game.act(Step{Direction::East});
    const int turn = game.turn();
    EXPECT_TRUE(game.act(PickUpItems{}).tookTurn);
    EXPECT_EQ(game.turn(), turn + 1);
    EXPECT_TRUE(game.stage().itemsAt({2, 1}).empty());
    EXPECT_EQ(lastSaid(game), MessageId::PickUpItem);
    EXPECT_EQ(game.log().messages().back().said.arguments.item, "potion_of_healing");
    EXPECT_EQ(game.log().messages().back().said.arguments.number, 2);
}

TEST(PickingUp, NothingUnderfootTakesNoTurn) {
    Game game = itemGame("pick_nothing", kRow);
    const int turn = game.turn();
    EXPECT_FALSE(game.act(PickUpItems{}).tookTurn);
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(lastSaid(game), MessageId::NothingToPickUp);
}

TEST(PickingUp, GoldGoesToThePurseNotThePack) {
    Game game = itemGame("pick_gold", kRow);
    pickUpEast(game, 5);
    EXPECT_EQ(game.hero().gold, 25);
    EXPECT_EQ(game.hero().pack.size(), 3);
    EXPECT_TRUE(game.stage().items().empty());
    EXPECT_EQ(lastSaid(game), MessageId::PickUpGold);
    EXPECT_EQ(game.log().messages().back().said.arguments.number, 25);
}

// 27 swords lie on one cell: what does not stack lies as single things.
constexpr const char* kArmoury =
    "#######\n"
    "#@s$a.#\n"
    "#######\n"
    "legend|s|item|sword|27\n"
    "legend|$|gold|7\n"
    "legend|a|item|arrow|5\n"
    "end\n";

TEST(PickingUp, AFullPackLeavesTheRestAndSaysSo) {
    Game game = itemGame("pick_full", kArmoury);
    ASSERT_EQ(game.stage().itemsAt({2, 1}).size(), 27u);
    game.act(Step{Direction::East});
    EXPECT_TRUE(game.act(PickUpItems{}).tookTurn) << "it took what it could";
    EXPECT_EQ(game.hero().pack.size(), 26);
    EXPECT_EQ(game.stage().itemsAt({2, 1}).size(), 1u);
    EXPECT_EQ(lastSaid(game), MessageId::PackFull);
    EXPECT_EQ(game.log().messages().back().said.arguments.item, "sword");
    // Again: nothing fits, so nothing is done and no time passes.
    const int turn = game.turn();
    EXPECT_FALSE(game.act(PickUpItems{}).tookTurn);
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(game.stage().itemsAt({2, 1}).size(), 1u);
}

TEST(PickingUp, AFullPackStillTakesGold) {
    Game game = itemGame("pick_full_gold", kArmoury);
    game.act(Step{Direction::East});
    game.act(PickUpItems{});
    ASSERT_EQ(game.hero().pack.size(), 26);
    game.act(Step{Direction::East});
    EXPECT_TRUE(game.act(PickUpItems{}).tookTurn);
    EXPECT_EQ(game.hero().gold, 7);
    // Arrows are a new kind, and there is no slot for them.
    game.act(Step{Direction::East});
    EXPECT_FALSE(game.act(PickUpItems{}).tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::PackFull);
    EXPECT_EQ(game.stage().itemsAt({4, 1}).size(), 1u);
}

TEST(Dropping, LaysTheWholeSlotDownAndMovesTheLettersUp) {
    Game game = itemGame("drop", kRow);
    pickUpEast(game, 2);
    ASSERT_EQ(packIds(game), (std::vector<std::string>{"potion_of_healing", "sword"}));
    const int turn = game.turn();
    EXPECT_TRUE(game.act(DropItem{0}).tookTurn);
    EXPECT_EQ(game.turn(), turn + 1);
    EXPECT_EQ(packIds(game), (std::vector<std::string>{"sword"}));
    const std::vector<Item> here = game.stage().itemsAt(game.hero().position);
    ASSERT_EQ(here.size(), 1u);
    EXPECT_EQ(here.front(), (Item{itemRules()->item("potion_of_healing"), 2}));
    EXPECT_EQ(lastSaid(game), MessageId::DropItem);
}

TEST(Dropping, OnAHeapOfTheSameKindMakesOneHeap) {
    Game game = itemGame("drop_heap", kRow);
    pickUpEast(game, 1);  // two potions from x 2
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});  // onto the second heap of two, at x 5
    game.act(DropItem{0});
    const std::vector<Item> here = game.stage().itemsAt({5, 1});
    ASSERT_EQ(here.size(), 1u);
    EXPECT_EQ(here.front().count, 4);
}

TEST(Dropping, ASlotNotInThePackTakesNoTurn) {
    Game game = itemGame("drop_none", kRow);
    const int turn = game.turn();
    EXPECT_FALSE(game.act(DropItem{0}).tookTurn);
    EXPECT_FALSE(game.act(DropItem{-1}).tookTurn);
    EXPECT_FALSE(game.act(DropItem{26}).tookTurn);
    EXPECT_EQ(game.turn(), turn);
}

TEST(Dropping, WhatWasDroppedCanBePickedUpAgain) {
    Game game = itemGame("drop_again", kRow);
    pickUpEast(game, 2);
    game.act(DropItem{1});
    game.act(PickUpItems{});
    EXPECT_EQ(packIds(game), (std::vector<std::string>{"potion_of_healing", "sword"}));
    EXPECT_FALSE(saidEver(game, MessageId::PackFull));
}

TEST(Pack, ADoorDoesNotCloseOnAThingLeftInTheDoorway) {
    Game game = itemGame("door_item",
                         "######\n"
                         "#@d'.#\n"
                         "######\n"
                         "legend|d|item|dart|2\n"
                         "end\n");
    pickUpEast(game, 1);
    game.act(Step{Direction::East});
    game.act(DropItem{0});
    game.act(Step{Direction::West});
    EXPECT_FALSE(game.act(Close{}).tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::ItemInDoorway);
    EXPECT_EQ(game.map().terrain({3, 1}), Terrain::OpenDoor);
}

}  // namespace
}  // namespace delve
