// Monsters on generated floors: a kind that hunts in packs comes with its
// pack, and a floor may hold one monster from deeper down, of which the
// hero is warned as she arrives.
#include <gtest/gtest.h>

#include <memory>

#include "game/game.h"
#include "map/generate_reach.h"
#include "support/said_text.h"
#include "support/test_rules.h"

namespace delve {
namespace {

// The shipped rules with only jackals, in packs of `pack`, on floor 1, which
// places `packs` of them; one monster from deeper `fromDeeper` times in a
// hundred; the floor laid out as `layout`.
RulesPtr jackalFloorRules(int pack, int packs, int fromDeeper,
                          FloorLayout layout = FloorLayout::Rooms) {
    auto rules = std::make_shared<Rules>(*testing::shippedRules());
    for (MonsterKind& kind : rules->monsters) {
        if (kind.id == "jackal") {
            kind.pack = Span{pack, pack};
        } else if (kind.foundOn(1)) {
            kind.rarity = 0;
        }
    }
    FloorPlan& first = rules->adventures.front().floors.front();
    first.monsters = Span{packs, packs};
    first.fromDeeper = fromDeeper;
    first.layout = layout;
    return rules;
}

const std::string kDeeperWarning =
    "A chill runs down your spine: something from deeper down prowls this floor.";

bool warned(const Game& game) {
    for (const Message& message : game.log().messages()) {
        if (testing::textOf(game, message) == kDeeperWarning) {
            return true;
        }
    }
    return false;
}

TEST(MonsterPlacement, AKindThatHuntsInPacksComesWithItsPackAroundIt) {
    const RulesPtr rules = jackalFloorRules(3, 2, 0);
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const Game game(GameOptions{seed, "fighter", nullptr, rules});
        const std::vector<Monster>& monsters = game.stage().monsters();
        EXPECT_EQ(monsters.size(), 6u) << "two packs of three";
        for (const Monster& jackal : monsters) {
            EXPECT_EQ(jackal.kind->id, "jackal");
            int near = 0;
            for (const Monster& other : monsters) {
                near += &other != &jackal && chebyshevDistance(other.position, jackal.position) <= 3
                            ? 1
                            : 0;
            }
            EXPECT_GE(near, 2) << "each stands within three cells of the rest of its pack";
        }
        EXPECT_FALSE(warned(game));
    }
}

// A pack grows around its first member, but never into the place the hero
// arrives in: on a cave floor crowded with big packs, none stands within
// eight steps of her at the start, as no lone monster does.
TEST(MonsterPlacement, APackNeverGrowsIntoThePlaceTheHeroArrivesIn) {
    const RulesPtr rules = jackalFloorRules(8, 12, 0, FloorLayout::Caves);
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const Game game(GameOptions{seed, "fighter", nullptr, rules});
        const Grid<int> steps =
            walkingDistances(game.map(), game.hero().position, SecretDoorRule::Passable);
        for (const Monster& jackal : game.stage().monsters()) {
            EXPECT_GE(steps[jackal.position], 8)
                << "a jackal at " << jackal.position.x << "," << jackal.position.y;
        }
    }
}

TEST(MonsterPlacement, OneMonsterFromDeeperComesWithAWarningOnArrival) {
    const RulesPtr rules = jackalFloorRules(1, 3, 100);
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const Game game(GameOptions{seed, "fighter", nullptr, rules});
        int deeper = 0;
        for (const Monster& monster : game.stage().monsters()) {
            if (!monster.kind->foundOn(1)) {
                ++deeper;
                EXPECT_GE(monster.kind->maxDepth, 2) << monster.kind->id;
                EXPECT_LE(monster.kind->minDepth, 4) << monster.kind->id;
            }
        }
        EXPECT_EQ(deeper, 1);
        ASSERT_GE(game.log().messages().size(), 2u);
        EXPECT_EQ(testing::textOf(game, game.log().messages()[0]), "Floor 1: The Upper Halls.");
        EXPECT_EQ(testing::textOf(game, game.log().messages()[1]), kDeeperWarning);
    }
}

TEST(MonsterPlacement, AFloorWithoutAChanceOfDeeperHoldsOnlyItsOwnKinds) {
    const RulesPtr rules = jackalFloorRules(1, 3, 0);
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const Game game(GameOptions{seed, "fighter", nullptr, rules});
        for (const Monster& monster : game.stage().monsters()) {
            EXPECT_TRUE(monster.kind->foundOn(1)) << monster.kind->id << ", seed " << seed;
        }
        EXPECT_FALSE(warned(game)) << "seed " << seed;
    }
}

}  // namespace
}  // namespace delve
