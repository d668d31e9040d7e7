// The Amulet: the deepest floor holds it, taking it up wins the run, and
// going down the stairs while it lies on the floor is refused until the
// player says yes.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "game/run_outcome.h"
#include "support/item_rules.h"

namespace delve {
namespace {

constexpr const char* kAmuletBeside =
    "#######\n"
    "#@A.r>#\n"
    "#######\n"
    "legend|A|item|amulet\n"
    "legend|r|monster|guard\n"
    "end\n";

constexpr const char* kAmuletAcrossTheStairs =
    "#######\n"
    "#@>..A#\n"
    "#######\n"
    "legend|A|item|amulet\n"
    "end\n";

constexpr const char* kDescentPotions =
    "#####\n"
    "#@D.#\n"
    "#####\n"
    "legend|D|item|potion_of_descent|9\n"
    "end\n";

// The item rules with a potion of descent, and a plan whose deepest floor
// holds the Amulet with a guard beside it.
RulesPtr descentRules() {
    static const RulesPtr shared = [] {
        auto rules = std::make_shared<Rules>(*testing::itemRules());
        ItemKind descent = *rules->item("potion_of_healing");
        descent.id = "potion_of_descent";
        descent.effect = effectOfWord("descend");
        rules->items.push_back(descent);
        for (int depth = 1; depth <= kDeepestFloor; ++depth) {
            FloorPlan floor = DungeonPlan{}.floor(depth);
            if (depth == kDeepestFloor) {
                floor.holdsAmulet = true;
                floor.guards = {"goblin", "rat"};
            }
            if (rules->adventures.empty()) {
                rules->adventures.emplace_back();
            }
            rules->adventures.front().floors.push_back(floor);
        }
        return RulesPtr(rules);
    }();
    return shared;
}

// Sinks from floor 1 to the deepest by drinking nine potions of descent.
Game gameOnTheDeepestFloor(std::uint64_t seed, bool emptyFloors) {
    const testing::TempLevel file("winning_descent", kDescentPotions);
    GameOptions options{seed, "fighter", file.level(), descentRules()};
    options.emptyFloors = emptyFloors;
    Game game(options);
    game.act(Step{Direction::East});
    game.act(PickUpItems{});
    for (int depth = 1; depth < kDeepestFloor && !game.isOver(); ++depth) {
        game.act(testing::use(testing::slotOf(game, "potion_of_descent")));
    }
    return game;
}

std::optional<Point> amuletCell(const Game& game) {
    for (const FloorItem& lying : game.stage().items()) {
        if (lying.item.kind->itemClass == ItemClass::Amulet) {
            return lying.at;
        }
    }
    return std::nullopt;
}

TEST(Winning, TakingUpTheAmuletWinsTheRun) {
    Game game = testing::itemGame("win", kAmuletBeside);
    game.act(Step{Direction::East});
    EXPECT_FALSE(game.hasWon());
    game.act(PickUpItems{});
    EXPECT_TRUE(game.hasWon());
    EXPECT_TRUE(game.isOver());
    EXPECT_TRUE(game.hero().alive());
    EXPECT_EQ(testing::lastSaid(game), MessageId::AmuletTaken);
    EXPECT_EQ(outcomeOf(game), RunOutcome::Won);
    EXPECT_EQ(fateOf(game).id, MessageId::WonWithAmulet);
    EXPECT_EQ(fateOf(game).arguments.number, 1);
}

TEST(Winning, AWonRunTakesNoMoreTurns) {
    Game game = testing::itemGame("won_still", kAmuletBeside);
    game.act(Step{Direction::East});
    game.act(PickUpItems{});
    const int turn = game.turn();
    game.act(Step{Direction::East});
    game.act(Wait{});
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(game.hero().position, (Point{2, 1}));
}

TEST(Winning, TheDeepestFloorHoldsTheAmuletAndNoStairs) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const Game game = gameOnTheDeepestFloor(seed, true);
        ASSERT_EQ(game.stage().depth(), kDeepestFloor) << "seed " << seed;
        EXPECT_TRUE(game.foresight().amuletLiesHere()) << "seed " << seed;
        const Map& map = game.map();
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                ASSERT_NE(map.terrain({x, y}), Terrain::StairsDown) << "seed " << seed;
            }
        }
    }
}

TEST(Winning, TheAmuletsGuardsSleepBesideIt) {
    int floorsLookedAt = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const Game game = gameOnTheDeepestFloor(seed, false);
        if (game.isOver()) {
            continue;  // a floor on the way down may hold a trap
        }
        ++floorsLookedAt;
        ASSERT_EQ(game.stage().depth(), kDeepestFloor) << "seed " << seed;
        const auto amulet = amuletCell(game);
        ASSERT_TRUE(amulet) << "seed " << seed;
        for (const char* guard : {"goblin", "rat"}) {
            const bool found =
                std::ranges::any_of(game.stage().monsters(), [&](const Monster& monster) {
                    return monster.kind->id == guard && monster.mind == MonsterMind::Asleep &&
                           chebyshevDistance(monster.position, *amulet) <= 3;
                });
            EXPECT_TRUE(found) << "seed " << seed << ": a " << guard << " asleep by the Amulet";
        }
    }
    // The traps on the way down must not leave the rule unchecked.
    EXPECT_GE(floorsLookedAt, 5);
}

TEST(Winning, GoingDownWithTheAmuletOnTheFloorIsRefusedWithoutAYes) {
    Game game = testing::itemGame("stairs_question", kAmuletAcrossTheStairs);
    game.act(Step{Direction::East});
    ASSERT_EQ(game.map().terrain(game.hero().position), Terrain::StairsDown);
    const int turn = game.turn();
    const Outcome refused = game.act(Descend{});
    EXPECT_FALSE(refused.tookTurn);
    EXPECT_EQ(game.stage().depth(), 1);
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(testing::lastSaid(game), MessageId::AmuletLeftBehind);
    game.act(Descend{.leavingAmulet = true});
    EXPECT_EQ(game.stage().depth(), 2);
}

TEST(Winning, TheDeepestFloorSaysItHasNoStairs) {
    Game game = gameOnTheDeepestFloor(3, true);
    ASSERT_EQ(game.stage().depth(), kDeepestFloor);
    game.act(Descend{});
    EXPECT_EQ(testing::lastSaid(game), MessageId::NoStairsOnDeepest);
}

}  // namespace
}  // namespace delve
