// Staffs and wands on small maps: a zap spends a charge and its bolt does
// what its kind says; a staff gathers its charges back with time and takes
// enchanting, a wand never does and crumbles with its last charge.
#include <gtest/gtest.h>

#include "game/items/charges.h"
#include "game/items/enchanting.h"
#include "support/item_rules.h"
#include "ui/text/item_text.h"

namespace delve {
namespace {

using testing::itemGame;
using testing::lastSaid;
using testing::pickUpEast;
using testing::saidEver;
using testing::slotOf;

// The hero picks up a staff of lightning, a staff of slowness, a wand and
// a scroll of enchanting; two sleepers stand in the row beyond.
constexpr const char* kStaffRow =
    "##############\n"
    "#@lswe..r.r..#\n"
    "##############\n"
    "legend|l|item|staff_of_lightning\n"
    "legend|s|item|staff_of_slowness\n"
    "legend|w|item|wand_of_teleport_other\n"
    "legend|e|item|scroll_of_enchanting\n"
    "legend|r|monster|sleeper\n"
    "end\n";

// The hero at (5, 1) with everything of kStaffRow in her pack.
Game withStaffs(const std::string& name) {
    Game game = itemGame("staffs_" + name, kStaffRow);
    pickUpEast(game, 4);
    return game;
}

const Item& carried(const Game& game, const std::string& id) {
    return game.hero().pack.at(slotOf(game, id));
}

// The health of each monster on the floor, in the stage's order (a
// sleeper struck wakes and moves, so its cell will not find it).
std::vector<int> healths(const Game& game) {
    std::vector<int> all;
    for (const Monster& monster : game.stage().monsters()) {
        all.push_back(monster.hp);
    }
    return all;
}

TEST(Staff, AStaffIsFoundFullAndNamedWithItsCharges) {
    Game game = withStaffs("found");
    const Item& staff = carried(game, "staff_of_lightning");
    EXPECT_EQ(staff.charges, 2);
    EXPECT_EQ(mostCharges(staff), 2);
    EXPECT_EQ(itemName(game.lore(), staff), "a staff of lightning [2/2]");
    EXPECT_EQ(itemName(game.lore(), carried(game, "wand_of_teleport_other")),
              "a wand of teleport other [2]");
}

TEST(Staff, LightningStrikesEveryMonsterOnItsLineAndSpendsACharge) {
    Game game = withStaffs("lightning");
    const std::vector<int> before = healths(game);
    ASSERT_EQ(before.size(), 2u);
    EXPECT_TRUE(game.act(Zap{slotOf(game, "staff_of_lightning"), Point{8, 1}}).tookTurn);
    EXPECT_EQ(healths(game), (std::vector<int>{before[0] - 5, before[1] - 5}))
        << "lightning flies on through both";
    EXPECT_EQ(carried(game, "staff_of_lightning").charges, 1);
    EXPECT_TRUE(saidEver(game, MessageId::ZapItem));
}

TEST(Staff, ASlowingBoltStopsAtTheFirstMonsterAndSlowsOnlyIt) {
    Game game = withStaffs("slowing");
    const Aimed aimed{Aimed::Kind::Zap, slotOf(game, "staff_of_slowness")};
    const AimReach reach = game.foresight().reachOf(aimed, Point{12, 1});
    EXPECT_EQ(reach.struck, (std::vector<Point>{{8, 1}}));
    ASSERT_FALSE(reach.path.empty());
    EXPECT_EQ(reach.path.back(), (Point{8, 1}));
    game.act(releaseAt(aimed, Point{12, 1}));
    const Monster& first = game.stage().monsters()[0];
    const Monster& second = game.stage().monsters()[1];
    ASSERT_EQ(second.position, (Point{10, 1}));
    EXPECT_EQ(first.conditions.turnsLeft(ConditionKind::Slowed), 6 - 1)
        << "six turns, one of them gone by with the zap's";
    EXPECT_FALSE(second.conditions.has(ConditionKind::Slowed));
    EXPECT_TRUE(first.hunting()) << "the sleeper wakes and turns on her";
}

TEST(Staff, WithNoChargeLeftItAsksForNoAimAndNoTurnPasses) {
    Game game = withStaffs("empty");
    const int staff = slotOf(game, "staff_of_slowness");
    game.act(Zap{staff, Point{8, 1}});
    game.act(Zap{staff, Point{8, 1}});
    ASSERT_EQ(carried(game, "staff_of_slowness").charges, 0);
    const int turn = game.turn();
    EXPECT_FALSE(game.act(UseItem{staff, std::nullopt}).wantsAim);
    EXPECT_EQ(lastSaid(game), MessageId::NoChargesLeft);
    EXPECT_FALSE(game.act(Zap{staff, Point{8, 1}}).tookTurn);
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(slotOf(game, "staff_of_slowness"), staff) << "an empty staff is kept";
}

TEST(Staff, GathersAChargeBackOnceItsTurnsHavePassed) {
    Game game = withStaffs("gathers");
    const int staff = slotOf(game, "staff_of_lightning");
    game.act(Zap{staff, Point{6, 1}});
    ASSERT_EQ(carried(game, "staff_of_lightning").charges, 1);
    // The zap's own turn is the first of those it gathers.
    for (int turn = 2; turn < turnsPerCharge(carried(game, "staff_of_lightning")); ++turn) {
        game.act(Wait{});
    }
    EXPECT_EQ(carried(game, "staff_of_lightning").charges, 1) << "one turn short";
    game.act(Wait{});
    EXPECT_EQ(carried(game, "staff_of_lightning").charges, 2);
    EXPECT_EQ(carried(game, "staff_of_lightning").recharge, 0);
}

TEST(Staff, AScrollOfEnchantingHoldsAChargeMoreFillsItAndGathersFaster) {
    Game game = withStaffs("enchanted");
    const int staff = slotOf(game, "staff_of_lightning");
    game.act(Zap{staff, Point{6, 1}});
    const int slower = turnsPerCharge(carried(game, "staff_of_lightning"));
    EXPECT_TRUE(
        game.act(UseItem{slotOf(game, "scroll_of_enchanting"), std::nullopt, staff}).tookTurn);
    const Item& enchanted = carried(game, "staff_of_lightning");
    EXPECT_EQ(enchanted.enchantment, 1);
    EXPECT_EQ(mostCharges(enchanted), 3);
    EXPECT_EQ(enchanted.charges, 3);
    EXPECT_LT(turnsPerCharge(enchanted), slower);
    EXPECT_EQ(enchantedDamage(enchanted), (Dice{1, 1, 5})) << "each bolt a point harder";
}

TEST(Wand, AWandTakesNoEnchanting) {
    Game game = withStaffs("wand_enchant");
    const int wand = slotOf(game, "wand_of_teleport_other");
    EXPECT_FALSE(game.foresight().readsOn(slotOf(game, "scroll_of_enchanting"), wand));
}

TEST(Wand, TeleportOtherSendsTheMonsterAwayAndItLosesTheHero) {
    Game game = withStaffs("teleport");
    const Monster* first = game.stage().monsterAt({8, 1});
    ASSERT_NE(first, nullptr);
    const int health = first->hp;
    game.act(Zap{slotOf(game, "wand_of_teleport_other"), Point{8, 1}});
    EXPECT_EQ(game.stage().monsterAt({8, 1}), nullptr);
    EXPECT_TRUE(saidEver(game, MessageId::MonsterSentAway));
    int wanderers = 0;
    for (const Monster& monster : game.stage().monsters()) {
        wanderers += monster.mind == MonsterMind::Wandering && monster.hp == health;
    }
    EXPECT_EQ(wanderers, 1) << "the one sent away wanders, unhurt";
}

TEST(Wand, ItsLastChargeSpentItCrumbles) {
    Game game = withStaffs("crumbles");
    game.act(Zap{slotOf(game, "wand_of_teleport_other"), Point{6, 1}});
    ASSERT_NE(slotOf(game, "wand_of_teleport_other"), -1);
    game.act(Zap{slotOf(game, "wand_of_teleport_other"), Point{6, 1}});
    EXPECT_EQ(slotOf(game, "wand_of_teleport_other"), -1);
    EXPECT_TRUE(saidEver(game, MessageId::WandCrumbles));
}

TEST(Wand, NothingIsGatheredByAWandWithTime) {
    Game game = withStaffs("no_gathering");
    game.act(Zap{slotOf(game, "wand_of_teleport_other"), Point{6, 1}});
    for (int turn = 0; turn < 50; ++turn) {
        game.act(Wait{});
    }
    EXPECT_EQ(carried(game, "wand_of_teleport_other").charges, 1);
}

}  // namespace
}  // namespace delve
