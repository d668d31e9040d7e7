// What the hero knows of a run's items: each potion and scroll kind wears a
// look drawn from the run's seed (the shipped data/looks.toml), until it is
// known.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <tuple>
#include <vector>

#include "content/rules_loader.h"
#include "game/game.h"
#include "game/items/item_lore.h"
#include "support/item_rules.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using testing::shippedRules;

const ItemKind& loreKindOf(const std::string& id) {
    const ItemKind* kind = shippedRules()->item(id);
    EXPECT_NE(kind, nullptr) << id;
    return *kind;
}

TEST(ItemLore, TheSameSeedDressesThePotionsTheSameWay) {
    const ItemLore first(*shippedRules(), 42);
    const ItemLore second(*shippedRules(), 42);
    EXPECT_EQ(first, second);
    ASSERT_NE(first.lookOf(loreKindOf("potion_of_healing")), nullptr);
    EXPECT_EQ(first.lookOf(loreKindOf("potion_of_healing"))->id,
              second.lookOf(loreKindOf("potion_of_healing"))->id);
}

TEST(ItemLore, OtherSeedsDressAPotionOtherwise) {
    std::set<std::string> looks;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        looks.insert(ItemLore(*shippedRules(), seed).lookOf(loreKindOf("potion_of_healing"))->id);
    }
    EXPECT_GE(looks.size(), 5u) << "twenty seeds, eleven potion looks";
}

// The looks its seed gives, and the things of the class's kit known.
TEST(ItemLore, ARunsLoreIsTheOneItsSeedGives) {
    for (std::uint64_t seed : {1u, 7u, 1234u}) {
        const Game game(GameOptions{seed, "fighter", nullptr, shippedRules()});
        ItemLore expected(*shippedRules(), seed);
        for (const KitItem& thing : shippedRules()->heroClass("fighter")->kit) {
            expected.learn(*shippedRules()->item(thing.item));
        }
        EXPECT_EQ(game.lore(), expected) << "seed " << seed;
    }
}

TEST(ItemLore, EachLookIsUsedOnceAndFitsItsKindsClass) {
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const ItemLore lore(*shippedRules(), seed);
        std::set<std::string> worn;
        for (const auto& [kindId, look] : lore.looks()) {
            EXPECT_TRUE(worn.insert(look->id).second)
                << "seed " << seed << ": " << look->id << " worn twice";
            EXPECT_EQ(look->itemClass, loreKindOf(kindId).itemClass)
                << kindId << " as " << look->id;
        }
    }
}

TEST(ItemLore, EveryPotionAndScrollOfTheDataIsDisguisedAndNothingElse) {
    const ItemLore lore(*shippedRules(), 3);
    for (const ItemKind& kind : shippedRules()->items) {
        EXPECT_EQ(lore.lookOf(kind) != nullptr, kind.disguised()) << kind.id;
        EXPECT_EQ(lore.knows(kind), !kind.disguised()) << kind.id;
    }
}

TEST(ItemLore, TheDataHasALookForEveryDisguisedKind) {
    for (ItemClass itemClass : {ItemClass::Potion, ItemClass::Scroll}) {
        int kinds = 0;
        int looks = 0;
        for (const ItemKind& kind : shippedRules()->items) {
            kinds += kind.itemClass == itemClass;
        }
        for (const ItemLook& look : shippedRules()->looks) {
            looks += look.itemClass == itemClass;
        }
        EXPECT_GE(looks, kinds) << itemClassWord(itemClass);
    }
}

TEST(ItemLore, LearningAKindMakesItKnownAndKeepsItsLook) {
    ItemLore lore(*shippedRules(), 9);
    const ItemKind& healing = loreKindOf("potion_of_healing");
    const ItemLook* look = lore.lookOf(healing);
    EXPECT_FALSE(lore.knows(healing));
    lore.learn(healing);
    EXPECT_TRUE(lore.knows(healing));
    EXPECT_EQ(lore.lookOf(healing), look) << "the look is kept for the messages of before";
    EXPECT_EQ(lore.known(), (std::set<std::string>{"potion_of_healing"}));
    EXPECT_FALSE(lore.knows(loreKindOf("antidote")));
}

TEST(ItemLore, WithTooFewLooksTheKindsLeftOverGoUndisguised) {
    Rules rules = *testing::itemRules();
    // Two potion kinds, one potion look.
    std::erase_if(rules.looks, [](const ItemLook& look) {
        return look.itemClass == ItemClass::Potion && look.id != "amber";
    });
    const ItemLore lore(rules, 5);
    int dressed = 0;
    for (const ItemKind& kind : rules.items) {
        if (kind.itemClass == ItemClass::Potion) {
            dressed += lore.lookOf(kind) != nullptr;
            EXPECT_EQ(lore.knows(kind), lore.lookOf(kind) == nullptr) << kind.id;
        }
    }
    EXPECT_EQ(dressed, 1);
}

TEST(ItemLore, TheRunsDiceAreNotUsedToDress) {
    // The looks come from a stream of their own: a run's dice after it
    // starts do not depend on how many looks there are.
    Rules fewer = *testing::itemRules();
    fewer.looks.pop_back();
    const auto fewerPtr = std::make_shared<const Rules>(fewer);
    const Game full(GameOptions{8, "fighter", nullptr, testing::itemRules()});
    const Game lessDressed(GameOptions{8, "fighter", nullptr, fewerPtr});
    EXPECT_EQ(full.rng().state(), lessDressed.rng().state());
    auto heaps = [](const Game& game) {
        std::vector<std::tuple<std::string, int, int, int>> out;
        for (const FloorItem& item : game.stage().items()) {
            out.emplace_back(item.item.kind->id, item.item.count, item.at.x, item.at.y);
        }
        return out;
    };
    EXPECT_FALSE(heaps(full).empty());
    EXPECT_EQ(heaps(full), heaps(lessDressed));
}

}  // namespace
}  // namespace delve
