// Items on generated floors, with the shipped data: kinds of the floor's
// depth, chosen by rarity, heaps of their span, each on a floor cell of its
// own with no trap and not under the hero.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "content/rules_loader.h"
#include "game/game.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using testing::shippedRules;

TEST(ItemPlacement, TheFirstFloorHoldsFourToSixThingsOfItsDepth) {
    std::set<std::string> kindsSeen;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const Game game(GameOptions{seed, "fighter", nullptr, shippedRules()});
        const std::vector<FloorItem>& items = game.stage().items();
        // A bow's arrows lie beside it, as part of the same find.
        const auto bows = std::ranges::count_if(items, [](const FloorItem& lying) {
            return lying.item.kind->itemClass == ItemClass::Bow;
        });
        EXPECT_GE(items.size() - static_cast<std::size_t>(bows), 4u);
        EXPECT_LE(items.size() - static_cast<std::size_t>(bows), 6u);
        std::set<std::pair<int, int>> cells;
        for (const FloorItem& lying : items) {
            const ItemKind& kind = *lying.item.kind;
            kindsSeen.insert(kind.id);
            EXPECT_LE(kind.minDepth, 1) << kind.id;
            EXPECT_GT(kind.rarity, 0) << kind.id << " is placed by legends only";
            EXPECT_EQ(game.map().terrain(lying.at), Terrain::Floor) << kind.id;
            EXPECT_EQ(game.stage().trapAt(lying.at), nullptr) << kind.id;
            EXPECT_NE(lying.at, game.hero().position) << kind.id;
            EXPECT_TRUE(cells.insert({lying.at.x, lying.at.y}).second) << "one heap a cell";
            if (kind.stacks()) {
                // On floor 1 gold's heap is its span as it stands.
                EXPECT_GE(lying.item.count, kind.leastFound) << kind.id;
                EXPECT_LE(lying.item.count, kind.mostFound) << kind.id;
            } else {
                EXPECT_EQ(lying.item.count, 1) << kind.id;
            }
        }
    }
    EXPECT_GE(kindsSeen.size(), 10u) << "forty floors show most of the first floor's kinds";
    EXPECT_EQ(kindsSeen.count("amulet"), 0u);
}

TEST(ItemPlacement, TheSameSeedPlacesTheSameThings) {
    const Game first(GameOptions{77, "rogue", nullptr, shippedRules()});
    const Game second(GameOptions{77, "barbarian", nullptr, shippedRules()});
    EXPECT_EQ(first.stage().items(), second.stage().items());
}

TEST(ItemPlacement, EmptyFloorsHoldNoItems) {
    GameOptions options{5, "fighter", nullptr, shippedRules()};
    options.emptyFloors = true;
    EXPECT_TRUE(Game(options).stage().items().empty());
}

}  // namespace
}  // namespace delve
