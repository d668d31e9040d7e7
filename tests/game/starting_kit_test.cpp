// Each class starts with the kit of data/classes.toml: its weapon in hand,
// armour worn, a bow ready with arrows for it, the rest in the pack, and
// every one of them known.
#include <gtest/gtest.h>

#include "game/game.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using testing::shippedRules;

Game newHeroOf(const std::string& heroClass) {
    return Game(GameOptions{9, heroClass, nullptr, shippedRules()});
}

int countInPack(const Game& game, const std::string& id) {
    int count = 0;
    for (const Item& item : game.hero().pack.items()) {
        count += item.kind->id == id ? item.count : 0;
    }
    return count;
}

TEST(StartingKit, TheFighterHoldsASwordWearsLeatherAndCarriesDarts) {
    const Game game = newHeroOf("fighter");
    const Equipment& equipment = game.hero().equipment;
    ASSERT_NE(equipment.weapon(), nullptr);
    EXPECT_EQ(equipment.weapon()->id, "sword");
    ASSERT_NE(equipment.armour(), nullptr);
    EXPECT_EQ(equipment.armour()->id, "leather_armour");
    EXPECT_EQ(countInPack(game, "dart"), 8);
    EXPECT_EQ(countInPack(game, "potion_of_healing"), 1);
}

TEST(StartingKit, AClassWithABowStartsWithArrowsForIt) {
    for (const HeroClass& heroClass : shippedRules()->classes) {
        const Game game = newHeroOf(heroClass.id);
        if (game.hero().equipment.bow() != nullptr) {
            EXPECT_GT(countInPack(game, "arrow"), 0) << heroClass.id;
        }
    }
    EXPECT_NE(newHeroOf("rogue").hero().equipment.bow(), nullptr) << "the rogue has a bow";
}

TEST(StartingKit, EveryClassHoldsAWeaponAndKnowsAllItCarries) {
    for (const HeroClass& heroClass : shippedRules()->classes) {
        const Game game = newHeroOf(heroClass.id);
        EXPECT_NE(game.hero().equipment.weapon(), nullptr) << heroClass.id;
        EXPECT_FALSE(game.hero().pack.items().empty()) << heroClass.id;
        for (const Item& item : game.hero().pack.items()) {
            EXPECT_TRUE(game.lore().knows(*item.kind)) << heroClass.id << ": " << item.kind->id;
        }
    }
}

// A bow lying on a floor lies with arrows beside it, so finding one is a
// find.
TEST(StartingKit, ABowFoundOnAFloorLiesWithArrows) {
    int bows = 0;
    for (std::uint64_t seed = 1; seed <= 80 && bows < 3; ++seed) {
        const Game game(GameOptions{seed, "fighter", nullptr, shippedRules()});
        for (const FloorItem& lying : game.stage().items()) {
            if (lying.item.kind->itemClass != ItemClass::Bow) {
                continue;
            }
            ++bows;
            bool arrows = false;
            for (const FloorItem& other : game.stage().items()) {
                arrows = arrows || (chebyshevDistance(other.at, lying.at) == 1 &&
                                    other.item.kind->itemClass == ItemClass::Arrows);
            }
            EXPECT_TRUE(arrows) << "seed " << seed;
        }
    }
    EXPECT_GE(bows, 1) << "some first floor of eighty holds a bow";
}

}  // namespace
}  // namespace delve
